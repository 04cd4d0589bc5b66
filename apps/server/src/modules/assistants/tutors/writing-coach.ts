import { said } from '../../../i18n/reader';
import { commonWords, opening, sentencesOf, wordsOf } from './text-pieces';

/**
 * Words that pad a sentence, in English and in the Filipino of everyday speech ("parang", "kasi",
 * "ano", "bale", "talaga"), which a written text does without.
 */
const fillers = `very really just actually basically literally stuff things
  parang kasi ano bale talaga ganun ganon diba sobrang eh`.split(/\s+/);
/**
 * The English passive. Filipino has none to flag: its object-focus verbs ("Ginawa ng kapatid ko
 * ang cake") are the ordinary way of saying who did what, not a weaker style.
 */
const passive =
  /\b(?:am|is|are|was|were|be|been|being)\s+(?:\w+ed|written|made|done|given|taken|seen|known|shown|eaten|built|told|found)\b/i;
const longSentenceWords = 25;

/** What to work on, as found in the text: at most one point of each kind. */
function thingsToWorkOn(sentences: readonly string[], words: readonly string[]): string[] {
  const advice: string[] = [];
  const long = sentences.filter((sentence) => wordsOf(sentence).length > longSentenceWords);
  if (long[0])
    advice.push(
      said(
        /*i18n*/ {
          id: 'writing-coach.long-sentence',
          message:
            'Your sentence starting "{opening}" has {count, plural, one {# word} other {# words}}. Try splitting it in two where the idea changes.',
          values: { opening: opening(long[0]), count: wordsOf(long[0]).length },
        },
      ),
    );
  const used = fillers
    .map((filler) => ({ filler, count: words.filter((word) => word === filler).length }))
    .filter(({ count }) => count > 0);
  if (used.length)
    advice.push(
      said(
        /*i18n*/ {
          id: 'writing-coach.filler-words',
          message: 'Filler words: {fillers}. Cut them or use a more exact word.',
          values: {
            fillers: used.map(({ filler, count }) => `"${filler}" (${count}×)`).join(', '),
          },
        },
      ),
    );
  const counts = new Map<string, number>();
  for (const word of words)
    if (word.length > 3 && !commonWords.has(word) && !fillers.includes(word))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count >= 3).sort((a, b) => b[1] - a[1]);
  if (repeated[0])
    advice.push(
      said(
        /*i18n*/ {
          id: 'writing-coach.repeated-word',
          message:
            'You use "{word}" {count, plural, one {# time} other {# times}}. Could some of them be a different word, or a pronoun?',
          values: { word: repeated[0][0], count: repeated[0][1] },
        },
      ),
    );
  const passiveSentence = sentences.find((sentence) => passive.test(sentence));
  if (passiveSentence)
    advice.push(
      said(
        /*i18n*/ {
          id: 'writing-coach.passive-voice',
          message:
            '"{opening}" is in the passive voice. Who did it? Saying so often makes the sentence clearer.',
          values: { opening: opening(passiveSentence, 8) },
        },
      ),
    );
  const starts = new Map<string, number>();
  for (const sentence of sentences) {
    const first = wordsOf(sentence)[0] ?? '';
    starts.set(first, (starts.get(first) ?? 0) + 1);
  }
  const samestart = [...starts].find(([, count]) => count >= 3);
  if (samestart && advice.length < 4)
    advice.push(
      said(
        /*i18n*/ {
          id: 'writing-coach.same-start',
          message:
            '{count, plural, one {# sentence starts} other {# sentences start}} with "{word}". Vary how they begin.',
          values: { count: samestart[1], word: samestart[0] },
        },
      ),
    );
  return advice;
}

/**
 * The writing coach's offline answer: what the text does well and up to four things to work on,
 * found by reading it (sentence length, filler words, repeats, passive voice, the same opening
 * again and again). It coaches; it never rewrites the student's text for them.
 */
export function coachWriting(text: string): string {
  const sentences = sentencesOf(text);
  const words = wordsOf(text);
  if (words.length < 12)
    return said(
      /*i18n*/ {
        id: 'writing-coach.paste-paragraph',
        message:
          'Paste a paragraph you wrote (a few sentences at least) and I will tell you what works and up to four things to improve: long sentences, filler words, repeated words and passive voice.',
      },
    );

  const advice = thingsToWorkOn(sentences, words);
  const lengths = sentences.map((sentence) => wordsOf(sentence).length);
  const varied = lengths.length > 2 && Math.max(...lengths) - Math.min(...lengths) >= 6;
  const praise = varied
    ? said(
        /*i18n*/ {
          id: 'writing-coach.varied-lengths',
          message: 'Your sentences vary in length, which keeps the reader going.',
        },
      )
    : said(
        /*i18n*/ {
          id: 'writing-coach.a-good-start',
          message:
            'You wrote {sentences, plural, one {# sentence} other {# sentences}} and {words, plural, one {# word} other {# words}}: a good start.',
          values: { sentences: sentences.length, words: words.length },
        },
      );
  if (!advice.length)
    return `${praise} ${said(
      /*i18n*/ {
        id: 'writing-coach.nothing-to-flag',
        message:
          'I found nothing to flag: no very long sentences, filler words, repeats or passive voice. Read it aloud once; anything you stumble on is worth rewriting.',
      },
    )}`;
  return [
    praise,
    '',
    said(/*i18n*/ { id: 'writing-coach.things-to-work-on', message: 'Things to work on:' }),
    ...advice.slice(0, 4).map((item) => `- ${item}`),
    '',
    said(
      /*i18n*/ {
        id: 'writing-coach.change-one-thing',
        message: 'Change one thing, then send me the new version.',
      },
    ),
  ].join('\n');
}
