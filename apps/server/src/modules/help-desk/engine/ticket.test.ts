import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticketTitle } from './ticket';
import { newDraft } from './ticket-draft';

const bugTitle = (summary: string) => ticketTitle(newDraft('bug', { summary }));

describe('ticket titles', () => {
  it.each([
    ['Something is broken: the quiz never loads', 'Bug: The quiz never loads'],
    ['Something is broken in the quiz player', 'Bug: Something is broken in the quiz player'],
    ["hi, the quiz won't let me press submit", "Bug: The quiz won't let me press submit"],
    ['Hello! The quiz page is blank. I tried twice', 'Bug: The quiz page is blank'],
    ['good morning - my certificate has the wrong name', 'Bug: My certificate has the wrong name'],
    ['hey janus the timer stops at zero', 'Bug: The timer stops at zero'],
    ['Hi there, the store is empty', 'Bug: The store is empty'],
    ['Heyday quiz has no questions', 'Bug: Heyday quiz has no questions'],
    ['Goodness, the avatar is gone', 'Bug: Goodness, the avatar is gone'],
    ['so the quiz forgets my answers', 'Bug: So the quiz forgets my answers'],
    ['so, the quiz forgets my answers', 'Bug: The quiz forgets my answers'],
    ['Bug: the quiz forgets my answers', 'Bug: The quiz forgets my answers'],
    ['Bug in the quiz player', 'Bug: Bug in the quiz player'],
    ["I can't open the store", "Bug: I can't open the store"],
    ['History quiz shows no score', 'Bug: History quiz shows no score'],
    ['Okay, the avatar turns black', 'Bug: The avatar turns black'],
    ['Okinawa course is missing', 'Bug: Okinawa course is missing'],
    ['Wellness module has no lessons', 'Bug: Wellness module has no lessons'],
    ['Umbrella icon is missing', 'Bug: Umbrella icon is missing'],
    ['Sorrowful music keeps playing. Please stop it', 'Bug: Sorrowful music keeps playing'],
    ['Hi Janus, I think the leaderboard is empty', 'Bug: The leaderboard is empty'],
    ['I want to report a bug where the timer stops', 'Bug: The timer stops'],
    ['Found a bug: the avatar preview turns black', 'Bug: The avatar preview turns black'],
    ['Problem: certificates show "?" for Łukasz', 'Bug: Certificates show "?" for Łukasz'],
    ['élèves ne voient pas le quiz', 'Bug: Élèves ne voient pas le quiz'],
    ['Số điểm không hiện 😀 sau bài kiểm tra', 'Bug: Số điểm không hiện 😀 sau bài kiểm tra'],
    ['straße ist leer', 'Bug: Straße ist leer'],
    ['ßtraße is a made-up word', 'Bug: ßtraße is a made-up word'],
    [
      'The progress grid shows every student as not started even after they finished the whole module today',
      'Bug: The progress grid shows every student as not started even after they…',
    ],
    [
      'The emoji row 😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀',
      `Bug: The emoji row ${'😀'.repeat(55)}…`,
    ],
  ])('%s', (said, title) => {
    expect(bugTitle(said)).toBe(title);
  });

  it.each(['skip', 'Skip.', 'no', 'idk', 'n/a', 'N/A', "I don't know", '-'])(
    'takes the opening words, not the filler answer "%s" to what happened instead',
    (filler) => {
      const draft = newDraft('bug', {
        topic: 'page-loading',
        summary: 'Something is broken: the quiz page is blank',
        answers: { actual: filler },
      });
      expect(ticketTitle(draft)).toBe('Page not loading: The quiz page is blank');
    },
  );

  it('takes what happened when it was answered, and says so generically when nothing was', () => {
    const answered = { actual: 'A grey box with a spinner' };
    expect(ticketTitle(newDraft('bug', { topic: 'page-loading', answers: answered }))).toBe(
      'Page not loading: A grey box with a spinner',
    );
    expect(ticketTitle(newDraft('bug', { answers: { doing: 'skip', actual: '' } }))).toBe(
      'Bug: reported through the help desk',
    );
  });

  it('keeps a request in the words it was asked', () => {
    expect(ticketTitle(newDraft('task', { answers: { need: 'So many classes to merge' } }))).toBe(
      'Assistance: So many classes to merge',
    );
  });

  /** Words a report may start with, preamble and look-alikes of preamble mixed. */
  const word = fc.oneof(
    fc.constantFrom(
      'so',
      'So',
      'Something',
      'hi',
      'Hello!',
      'good',
      'morning',
      'there',
      'History',
      'ok',
      'okay',
      'Okinawa',
      'well',
      'Wellness',
      'bug:',
      'Bug',
      'issue:',
      'I',
      "can't",
      'please',
      'Pleased',
      'Łukasz',
      'Nguyễn',
      '日本語',
      '😀',
      'e\u0301',
      'straße',
      '—',
    ),
    fc.stringMatching(/^[\p{L}\p{N}'’-]{1,20}$/u),
  );
  const report = fc
    .array(fc.tuple(word, fc.constantFrom(' ', ', ', ': ', '  ', '\n')), {
      minLength: 1,
      maxLength: 40,
    })
    .map((parts) => parts.flat().join('').trim())
    .filter((text) => /[\p{L}\p{N}]/u.test(text));
  const letterOrDigit = /[\p{L}\p{N}\p{M}\p{Extended_Pictographic}]/u;

  it('is a run of whole words from what the user said, at most 70 characters after the label', () => {
    fc.assert(
      fc.property(report, (said) => {
        const title = bugTitle(said);
        expect(title.startsWith('Bug: ')).toBe(true);
        const gist = title.slice('Bug: '.length).replace(/…$/, '');
        expect([...new Intl.Segmenter().segment(gist)].length).toBeLessThanOrEqual(70);
        const flat = said.replace(/\s+/g, ' ');
        const [first = ''] = gist;
        const rest = gist.slice(first.length);
        const takenFrom = (at: number) => {
          const initial = String.fromCodePoint(flat.codePointAt(at) ?? 0);
          return (
            (initial === first || initial.toUpperCase() === first) &&
            flat.startsWith(rest, at + initial.length) &&
            // Nothing of a word is left on either side of the part the title took.
            !letterOrDigit.test([...flat.slice(0, at)].at(-1) ?? ' ') &&
            !letterOrDigit.test([...flat.slice(at + gist.length)][0] ?? ' ')
          );
        };
        const found = Array.from(flat, (_, at) => at).some(takenFrom);
        expect(found, `"${gist}" is not whole words of "${flat}"`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
