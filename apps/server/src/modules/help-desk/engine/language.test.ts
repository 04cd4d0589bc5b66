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
/** A conversation with Janus in one language: each reply as the offline provider makes it. */
function chat(locale: Locale) {
  const messages: ThreadMessage[] = [];
  return (prompt: string) => {
    const reply = inLocale(locale, () => janus.reply({ messages: [...messages], prompt, user }));
    const message = (role: ThreadMessage['role'], value: string): ThreadMessage => ({
      role,
      content: [{ type: 'text', text: { value } }],
    });
    messages.push(message('user', prompt), message('assistant', JSON.stringify(reply)));
    return reply;
  };
}

const paragraphs = (reply: ReturnType<ReturnType<typeof chat>>) =>
  'ticket' in reply
    ? reply.ticket.description.content.map((p) => p.content?.map((n) => n.text).join('') ?? '')
    : [];

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

  it('the troubleshooting steps, and the problem they are for', () => {
    expect(chat('fil')('the video is not playing').message).toMatch(
      /^Ayusin natin ito nang magkasama \(hindi nagpe-play ang video o audio\)\.[\s\S]*\n- Tiyaking hindi naka-mute ang tab/,
    );
    expect(chat('en')('the video is not playing').message).toMatch(
      /^Let's troubleshoot this together \(video or audio not playing\)\.[\s\S]*\n- Check that the tab is not muted/,
    );
  });

  it("the ticket's questions", () => {
    expect(chat('fil')('I want to report a bug').message).toContain(
      'Ano ang ginagawa mo nang mangyari ito?',
    );
    expect(chat('en')('I want to report a bug').message).toContain(
      'What were you doing when it happened?',
    );
  });

  it("Sparked's own help articles, with their link", () => {
    const store = () => faq.reply('How much do premium hair styles cost?').message;
    expect(inLocale('fil', store)).toBe(
      'Libre ang limang estilo ng buhok. Ang mga premium na estilo (Spikes, Quiff at Pusod sa itaas) ay 10000 puntos ng tagumpay bawat isa. Kapag nabili mo na, sa iyo na ang estilo at maisusuot mo ito anumang oras mula sa avatar editor sa [iyong profile](/profile).\n\nHigit pa: [Tindahan ng puntos](/store)',
    );
    expect(inLocale('en', store)).toMatch(
      /^Five hair styles are free\.[\s\S]*\n\nMore: \[Points store\]\(\/store\)$/,
    );
  });

  it('understands questions and problems typed in Filipino', () => {
    const [league, password, points] = [
      'ano ang liga',
      'Paano ko papalitan ang password ko?',
      'nawala ang points ko',
    ].map((prompt) => thread('fil', [prompt])[0]);
    expect(league).toMatch(/^May liga ang bawat klase, linggo-linggo\./);
    expect(password).toMatch(/^Piliin ang "Nakalimutan ang password\?"/);
    expect(points).toContain('(hindi na-save ang progreso o puntos)');
    expect(thread('fil', ['Hindi ko makita ang liga ko'])[0]).toBe(league);
    expect(inLocale('fil', () => faq.reply('ano ang liga').message)).toBe(league);
  });

  it('matches the question staff wrote, not the translation of the one it replaced', () => {
    // "Estilo" is only in the Filipino question ("Magkano ang mga premium na estilo ng buhok?").
    const reply = (entries: typeof janusKnowledgeBase) =>
      inLocale('fil', () => createFaqResponder(entries).reply('mga estilo').message);
    expect(reply(janusKnowledgeBase)).toMatch(/^Libre ang limang estilo ng buhok\./);
    const edited = janusKnowledgeBase.map((entry) =>
      entry.id === 'premium-hair' ? { ...entry, question: 'What do premium looks cost?' } : entry,
    );
    expect(reply(edited)).toMatch(/^Hindi ko alam ang sagot diyan/);
  });

  it('an article staff have edited reads as they wrote it, in every language', () => {
    const edited = janusKnowledgeBase.map((entry) =>
      entry.id === 'premium-hair'
        ? {
            ...entry,
            answer: 'Premium styles are free this week.',
            link: { label: 'Shop', href: '/store' },
          }
        : entry,
    );
    const reply = () =>
      createFaqResponder(edited).reply('How much do premium hair styles cost?').message;
    expect(inLocale('fil', reply)).toBe(
      'Premium styles are free this week.\n\nHigit pa: [Shop](/store)',
    );
  });

  it('files the ticket in English for the help desk, naming the language Janus spoke', () => {
    const say = chat('fil');
    say('the video is not playing');
    say('no');
    expect(say('no').message).toMatch(/^Paumanhin at hindi ito naayos ng mga hakbang na iyon\./);
    expect(say('yes').message).toContain('Ano ang nangyari sa halip?');
    expect(say('Walang tunog ang video ng aralin').type).toBe('screenshot_upload');
    const filed = say('skip');
    expect(filed.message).toMatch(/^Salamat\. Gumawa ako ng bug ticket para sa team\./);
    if (filed.type !== 'ticket_bug') throw new Error('not a bug ticket');
    expect(filed.ticket.title).toBe('Video or audio not playing: Walang tunog ang video ng aralin');
    expect(paragraphs(filed)).toEqual(
      expect.arrayContaining([
        'Language of the conversation: Filipino',
        'Troubleshooting already tried (Video or audio not playing), without success:',
        '- Check that the tab is not muted (right-click the tab) and that your device volume is up.',
        'Screenshots: none.',
      ]),
    );

    const english = chat('en');
    english('I want to report a bug');
    english('Opening the quiz');
    english('To answer it');
    english('It was blank');
    const ticket = english('skip');
    expect(ticket.message).toBe(
      "Thank you. I've filed a bug ticket for the team. Its ticket ID appears below, and you can follow it on your profile.",
    );
    expect(paragraphs(ticket).some((line) => line.startsWith('Language'))).toBe(false);
  });
});
