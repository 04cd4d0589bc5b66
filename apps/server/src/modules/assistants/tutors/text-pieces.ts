/** Sentences of a text: split after . ! or ? followed by a space or the end. */
export const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z]/i.test(sentence));

export const wordsOf = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** Words too common to count as repeated or to quiz on, in English and in Filipino. */
export const commonWords = new Set(
  `a an the and or but so of to in on at by for with from as is are was were be been being it its
  this that these those i you he she we they my your his her our their me him us them not no do
  does did have has had will would can could should there here what when where which who how than
  then also into about
  ang mga ng nang sa nasa si ni kay at o ay na pa ba po din rin lang lamang naman para upang kung
  kapag pero dahil hindi may mayroon ito iyon iyan nito niyon dito doon ako ko aking ikaw ka mo
  iyong siya niya kaniyang kanyang kami namin aming tayo natin ating kayo ninyo inyong sila nila
  kanilang isang ano noon ngayon tungkol habang bawat lahat`.split(/\s+/),
);

/** The first words of a sentence, enough to find it again: "The water cycle moves…". */
export const opening = (sentence: string, words = 6) => {
  const parts = sentence.split(' ');
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : sentence;
};
