// What an idea asks for, read from its words: the topic ("about volcanoes") and how many of
// something ("3 questions", "five minutes"). Every template builds from these, so the project
// is the one asked for even when the engine knows nothing about its topic.

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

const amount = `(\\d{1,4}|${numberWords.join('|')}|a dozen)`;

function numberIn(written: string): number {
  const word = written.toLowerCase();
  if (word === 'a dozen') return 12;
  const index = numberWords.indexOf(word);
  return index >= 0 ? index : Number.parseInt(word, 10);
}

/**
 * The first number in the idea written before one of the words, in digits or in words: "5
 * minute", "three questions", "a dozen cards".
 */
export function numberBefore(idea: string, words: string, fallback: number): number {
  const match = new RegExp(`\\b${amount}\\s*-?\\s*(?:\\w+\\s+)?(?:${words})`, 'i').exec(idea);
  return match?.[1] ? numberIn(match[1]) : fallback;
}

/** A topic fits a title: at most 40 characters, cut between words. */
function shortened(topic: string): string {
  if (topic.length <= 40) return topic;
  const cut = topic.slice(0, 40);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : 40);
}

/** What a count of something is written as, after its number. */
const countedThings = 'questions?|cards?|flashcards?|tasks?|items?|things|minutes?|mins?|seconds?';

/** Where a topic ends: the counts, audiences and wishes that may follow it in an idea. */
const topicEnd = new RegExp(
  `\\s*(?:[,.;!?(]|\\b(?:with|that|which|where|so|for|using|and (?:a|an|the))\\b|\\b${amount}\\s+(?:\\w+\\s+)?(?:${countedThings})\\b).*$`,
  'i',
);

/**
 * What the project is about, as the student wrote it: the words after "about", "on" or "of"
 * ("a quiz about volcanoes with 3 questions" → "volcanoes"), or after other words asked for
 * ("a to-do list for my birthday party" → "my birthday party"). Undefined when it names none.
 */
export function ideaTopic(idea: string, after: readonly string[] = ['about', 'on', 'of']) {
  for (const word of after) {
    const match = new RegExp(`\\b${word}\\s+(.+)$`, 'i').exec(idea.trim());
    const topic = match?.[1]?.replace(topicEnd, '').trim();
    if (topic) return shortened(topic);
  }
  return undefined;
}

/** "volcanoes" → "Volcanoes", for a title. */
export const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

/** Facts the offline engine knows on one topic, found by its words. */
interface KnownTopic {
  topic: string;
  words: RegExp;
}

/**
 * What a project about the idea starts with: as many items as the idea asks for (`counted` names
 * what it counts), the known ones on its topic first, then ones for the student to write. An idea
 * naming no topic takes the known topic its words match, or the last one (the default).
 */
export function itemsForIdea<Known extends KnownTopic, Item>(
  idea: string,
  knownTopics: readonly Known[],
  options: {
    after?: readonly string[];
    counted: string;
    max: number;
    itemsOf: (known: Known) => readonly Item[];
    toWrite: (topic: string, index: number) => Item;
  },
): { topic: string | undefined; items: Item[]; known: number } {
  const named = ideaTopic(idea, options.after);
  const match = named
    ? knownTopics.find((candidate) => candidate.words.test(named))
    : (knownTopics.find((candidate) => candidate.words.test(idea)) ?? knownTopics.at(-1));
  const topic = named ?? match?.topic;
  const known = match ? options.itemsOf(match) : [];
  const count = Math.min(
    options.max,
    Math.max(1, numberBefore(idea, options.counted, known.length)),
  );
  return {
    topic,
    items: Array.from({ length: count }, (_, at) => known[at] ?? options.toWrite(topic ?? '', at)),
    known: Math.min(count, known.length),
  };
}
