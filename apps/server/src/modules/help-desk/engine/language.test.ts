import type { Locale, ThreadMessage } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { inLocale } from '../../../i18n/reader';
import { createFaqResponder, createLocalJanusEngine, janusKnowledgeBase } from '.';

const user = { email: 'ana@example.test', role: 'student' as const };
const janus = createLocalJanusEngine(janusKnowledgeBase);
const faq = createFaqResponder(janusKnowledgeBase);

const text = (role: ThreadMessage['role'], value: string): ThreadMessage => ({
  role,
  content: [{ type: 'text', text: { value } }],
});

/** What Janus answers to each prompt of one thread, read in `locale`. */
const thread = (locale: Locale, prompts: string[]) =>
  inLocale(locale, () => {
    const messages: ThreadMessage[] = [];
    return prompts.map((prompt) => {
      const reply = janus.reply({ messages: [...messages], prompt, user });
      messages.push(text('user', prompt), text('assistant', JSON.stringify(reply)));
      return reply.message;
    });
  });

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

  it('asks a Filipino reader for "oo o hindi", and "oo" and "hindi" move on as "yes" and "no" do', () => {
    const problem = "I can't sign in";
    const [steps, afterOo] = thread('fil', [problem, 'oo']);
    expect(steps).toContain('Naayos ba nito? Sumagot ng oo o hindi.');
    expect(afterOo).toBe(thread('fil', [problem, 'yes'])[1]);
    expect(afterOo).toContain('Mabuti, natutuwa akong naayos iyon!');
    const afterHindi = thread('fil', [problem, 'Hindi po'])[1];
    expect(afterHindi).toBe(thread('fil', [problem, 'no'])[1]);
    expect(afterHindi).toContain('Paumanhin, hindi iyon nakatulong.');
  });

  it('understands Filipino answers in any language, and English ones in Filipino', () => {
    const problem = "I can't sign in";
    expect(thread('en', [problem, 'opo'])).toEqual(thread('en', [problem, 'yes']));
    expect(thread('fil', [problem, 'no'])).toEqual(thread('fil', [problem, 'hindi']));
  });
});
