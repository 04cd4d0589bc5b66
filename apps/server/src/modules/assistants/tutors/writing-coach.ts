import { said } from '../../../i18n/reader';
import { commonWords, opening, sentencesOf, wordsOf } from './text-pieces';

const fillers = ['very', 'really', 'just', 'actually', 'basically', 'literally', 'stuff', 'things'];
const passive =
  /\b(?:am|is|are|was|were|be|been|being)\s+(?:\w+ed|written|made|done|given|taken|seen|known|shown|eaten|built|told|found)\b/i;
const longSentenceWords = 25;

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

  const advice: string[] = [];
  const long = sentences.filter((sentence) => wordsOf(sentence).length > longSentenceWords);
  if (long[0])
    advice.push(
      `Your sentence starting "${opening(long[0])}" has ${wordsOf(long[0]).length} words. Try splitting it in two where the idea changes.`,
    );
  const used = fillers
    .map((filler) => ({ filler, count: words.filter((word) => word === filler).length }))
    .filter(({ count }) => count > 0);
  if (used.length)
    advice.push(
      `Filler words: ${used.map(({ filler, count }) => `"${filler}" (${count}×)`).join(', ')}. Cut them or use a more exact word.`,
    );
  const counts = new Map<string, number>();
  for (const word of words)
    if (word.length > 3 && !commonWords.has(word) && !fillers.includes(word))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count >= 3).sort((a, b) => b[1] - a[1]);
  if (repeated[0])
    advice.push(
      `You use "${repeated[0][0]}" ${repeated[0][1]} times. Could some of them be a different word, or a pronoun?`,
    );
  const passiveSentence = sentences.find((sentence) => passive.test(sentence));
  if (passiveSentence)
    advice.push(
      `"${opening(passiveSentence, 8)}" is in the passive voice. Who did it? Saying so often makes the sentence clearer.`,
    );
  const starts = new Map<string, number>();
  for (const sentence of sentences) {
    const first = wordsOf(sentence)[0] ?? '';
    starts.set(first, (starts.get(first) ?? 0) + 1);
  }
  const samestart = [...starts].find(([, count]) => count >= 3);
  if (samestart && advice.length < 4)
    advice.push(`${samestart[1]} sentences start with "${samestart[0]}". Vary how they begin.`);

  const lengths = sentences.map((sentence) => wordsOf(sentence).length);
  const varied = lengths.length > 2 && Math.max(...lengths) - Math.min(...lengths) >= 6;
  const praise = varied
    ? 'Your sentences vary in length, which keeps the reader going.'
    : `You wrote ${sentences.length} sentence${sentences.length === 1 ? '' : 's'} and ${words.length} words: a good start.`;
  if (!advice.length)
    return `${praise} I found nothing to flag: no very long sentences, filler words, repeats or passive voice. Read it aloud once; anything you stumble on is worth rewriting.`;
  return [
    praise,
    '',
    'Things to work on:',
    ...advice.slice(0, 4).map((item) => `- ${item}`),
    '',
    'Change one thing, then send me the new version.',
  ].join('\n');
}
