import { said } from '../../../i18n/reader';
import { commonWords, sentencesOf, wordsOf } from './text-pieces';

const term = String.raw`(?<term>\p{L}[\p{L}\p{N}_\s-]{1,40}?)`;
/**
 * How notes define a term, in English and in Filipino: its `term`, its `meaning` and, when the
 * term is plural, `plural`. "Photosynthesis is how plants make food.", "Clouds are…", "Ang
 * potosintesis ay ang proseso…", "Ang mga ulap ay…", "Ang ibig sabihin ng X ay…" (the more
 * specific before the plain "ang X ay", which would take "ibig sabihin ng X" for the term).
 */
const definitions = [
  String.raw`^(?:an?\s+|the\s+)?${term}\s+(?:is|was|means|(?<plural>are|were))\s+(?<meaning>.{8,})$`,
  String.raw`^ang\s+(?:ibig\s+sabihin|kahulugan)\s+ng\s+(?:(?<plural>mga)\s+)?${term}\s+ay\s+(?<meaning>.{8,})$`,
  String.raw`^(?:ang\s+|si\s+)?(?:(?<plural>mga)\s+)?${term}\s+ay\s+(?<meaning>.{8,})$`,
].map((pattern) => new RegExp(pattern, 'iu'));

/**
 * The term a sentence defines and what it is, when it defines one: "It is late" and "Ako ay
 * pagod" say how things are, not what a word means.
 */
function definitionIn(sentence: string) {
  const stated = sentence.replace(/[.!?]$/, '');
  for (const pattern of definitions) {
    const groups = pattern.exec(stated)?.groups;
    if (groups?.term && groups.meaning && !commonWords.has(groups.term.trim().toLowerCase()))
      return { term: groups.term.trim(), meaning: groups.meaning.trim(), plural: !!groups.plural };
  }
  return undefined;
}
const maxQuestions = 5;

const studyTips = () =>
  [
    said(
      /*i18n*/ {
        id: 'study-buddy.tip-test-yourself',
        message:
          'Test yourself instead of re-reading: close the book and write down what you remember.',
      },
    ),
    said(
      /*i18n*/ {
        id: 'study-buddy.tip-spread-it-out',
        message: 'Spread it out: three short sessions on different days beat one long one.',
      },
    ),
    said(
      /*i18n*/ {
        id: 'study-buddy.tip-explain-it',
        message: 'Explain it to someone (or to me) in your own words; the gaps show up at once.',
      },
    ),
    said(
      /*i18n*/ {
        id: 'study-buddy.tip-mix-topics',
        message: 'Mix topics when you practise, so you learn to tell which idea a question needs.',
      },
    ),
  ].map((tip) => `- ${tip}`);

/** The longest uncommon word of a sentence: the one worth remembering. */
function keyWord(sentence: string) {
  return wordsOf(sentence)
    .filter((word) => !commonWords.has(word) && word.length >= 6)
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The study buddy's offline answer. Notes become practice questions ("What is …?" from
 * definitions, fill-the-gap from other sentences) with the answers kept apart at the end; a
 * request without notes gets study techniques that work and an invitation to paste notes.
 */
export function studyWith(text: string): string {
  const sentences = sentencesOf(text);
  if (wordsOf(text).length < 15 || sentences.length < 2)
    return [
      said(
        /*i18n*/ {
          id: 'study-buddy.paste-notes',
          message:
            'I turn your notes into practice questions. Paste a few sentences from your notes and I will quiz you on them.',
        },
      ),
      '',
      said(
        /*i18n*/ {
          id: 'study-buddy.ways-that-work',
          message: 'Until then, four ways of studying that work:',
        },
      ),
      ...studyTips(),
    ].join('\n');

  const questions: Array<{ question: string; answer: string }> = [];
  for (const sentence of sentences) {
    if (questions.length >= maxQuestions) break;
    const defined = definitionIn(sentence);
    if (defined) {
      questions.push({
        question: said(
          /*i18n*/ {
            id: 'study-buddy.what-is',
            message: '{number, select, plural {What are {term}?} other {What is {term}?}}',
            values: { number: defined.plural ? 'plural' : 'singular', term: defined.term },
          },
        ),
        answer: defined.meaning,
      });
      continue;
    }
    const word = keyWord(sentence);
    if (word)
      questions.push({
        question: said(
          /*i18n*/ {
            id: 'study-buddy.fill-the-gap',
            message: 'Fill the gap: {sentence}',
            values: { sentence: sentence.replace(new RegExp(`\\b${word}\\b`, 'i'), '_____') },
          },
        ),
        answer: word,
      });
  }
  if (!questions.length)
    return said(
      /*i18n*/ {
        id: 'study-buddy.no-facts-found',
        message:
          'I could not find facts to quiz you on in that. Paste notes written as sentences, such as "Evaporation is water turning into vapour."',
      },
    );
  return [
    said(
      /*i18n*/ {
        id: 'study-buddy.questions-from-your-notes',
        message:
          'Here {count, plural, one {is # question} other {are # questions}} from your notes. Answer {count, plural, one {it} other {them}} without looking, then check below.',
        values: { count: questions.length },
      },
    ),
    ...questions.map(({ question }, index) => `- ${index + 1}. ${question}`),
    '',
    said(/*i18n*/ { id: 'study-buddy.answers', message: 'Answers:' }),
    ...questions.map(({ answer }, index) => `- ${index + 1}. ${answer}`),
    '',
    said(
      /*i18n*/ {
        id: 'study-buddy.study-the-missed-ones',
        message: 'Any you missed? Study those sentences again, and ask me for a new quiz tomorrow.',
      },
    ),
  ].join('\n');
}
