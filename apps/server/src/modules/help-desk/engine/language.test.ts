import { describe, expect, it } from 'vitest';
import { inLocale } from '../../../i18n/reader';
import { createFaqResponder, createLocalJanusEngine, janusKnowledgeBase } from '.';

const user = { email: 'ana@example.test', role: 'student' as const };
const janus = createLocalJanusEngine(janusKnowledgeBase);
const faq = createFaqResponder(janusKnowledgeBase);

describe("the help desk's offline answers in the reader's language (decision 0046)", () => {
  it("Janus's own sentences are in Filipino for a fil reader, English otherwise", () => {
    const greet = () => janus.reply({ messages: [], prompt: 'hello', user }).message;
    expect(inLocale('fil', greet)).toContain('Kumusta, ako si Janus, ang help desk ng Sparked.');
    expect(inLocale('fil', greet)).toContain('- gumawa ng bug ticket kapag may sira');
    expect(inLocale('en', greet)).toContain("Hi, I'm Janus, the Sparked help desk.");
    expect(greet()).toContain("Hi, I'm Janus, the Sparked help desk.");
  });

  it("a standard assistant's honest 'I don't know'", () => {
    const unknown = () => faq.reply('zebra migration patterns').message;
    expect(inLocale('fil', unknown)).toContain('Hindi ko alam ang sagot diyan');
    expect(inLocale('en', unknown)).toContain("I don't know the answer to that");
  });
});
