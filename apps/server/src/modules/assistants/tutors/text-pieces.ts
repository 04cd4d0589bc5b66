/** Sentences of a text: split after . ! or ? followed by a space or the end. */
export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z]/i.test(sentence));

export const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** Words too common to count as repeated or to quiz on. */
export const commonWords = new Set(
  'a an the and or but so of to in on at by for with from as is are was were be been being it its this that these those i you he she we they my your his her our their me him us them not no do does did have has had will would can could should there here what when where which who how than then also into about'.split(
    ' ',
  ),
);

/** The first words of a sentence, enough to find it again: "The water cycle moves…". */
export const opening = (sentence: string, words = 6) => {
  const parts = sentence.split(' ');
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : sentence;
};
