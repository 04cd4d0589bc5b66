import { describe, expect, it } from 'vitest';
import { replyValue } from './openai';

const doc = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
};

describe('replyValue', () => {
  it('stores a valid reply as its JSON, dropping the null ticket strict mode requires', () => {
    const content = JSON.stringify({
      type: 'text',
      message: 'Hi',
      close_thread: false,
      ticket: null,
    });
    expect(JSON.parse(replyValue(content))).toEqual({
      type: 'text',
      message: 'Hi',
      close_thread: false,
    });
  });

  it('keeps a ticket reply with its ticket', () => {
    const reply = {
      type: 'ticket_task',
      message: 'Filed',
      close_thread: true,
      ticket: { title: 'Reset my password', description: doc },
    };
    expect(JSON.parse(replyValue(JSON.stringify(reply)))).toEqual(reply);
  });

  it('keeps anything else as the plain text it is (spec §8)', () => {
    expect(replyValue('Just text, no JSON')).toBe('Just text, no JSON');
    const ticketless = '{"type":"ticket_bug","message":"m","close_thread":true,"ticket":null}';
    expect(replyValue(ticketless)).toBe(ticketless);
    expect(replyValue('[1,2]')).toBe('[1,2]');
  });
});
