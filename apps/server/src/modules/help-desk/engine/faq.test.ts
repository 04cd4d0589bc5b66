import { describe, expect, it } from 'vitest';
import { createFaqResponder } from './faq';
import { janusKnowledgeBase } from './knowledge-base';

const faq = createFaqResponder(janusKnowledgeBase);

describe('createFaqResponder', () => {
  it('answers a question about Sparked from the knowledge base', () => {
    expect(faq.reply('how do I log out?')).toMatchObject({
      type: 'text',
      message: expect.stringContaining('Sign out'),
      close_thread: false,
    });
  });

  it('says it does not know instead of guessing', () => {
    expect(faq.reply('what is the capital of Mongolia').message).toMatch(/^I don't know/);
  });
});
