import { filipinoStopWords, filipinoSynonyms } from './filipino-words';

/**
 * Text normalisation shared by retrieval and intent detection, so a word means the same thing to
 * both: lower-cased, contractions joined, multi-word names folded into one token, synonyms mapped
 * to one canonical word and suffixes lightly stripped.
 */

/** Multi-word names first: "log in" must become one token before "in" is dropped as a stop word. */
const phrases: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:log|logging|logged|sign|signing|signed)\s?(?:in|on)(?:to)?\b/g, ' signin '],
  [/\b(?:log|logging|logged|sign|signing|signed)\s?(?:me\s|them\s)?(?:out|off)\b/g, ' signout '],
  [/\bsign\s?up\b/g, ' register '],
  [/\bdark\s?mode\b/g, ' dark theme '],
  [/\bnight\s?mode\b/g, ' dark theme '],
  [/\bhigh\s?contrast\b/g, ' highcontrast '],
  [/\bcode\s?box\b/g, ' codebox '],
  [/\be-?book\b/g, ' ebook '],
  [/\bgame\s?arena\b/g, ' gamearena '],
  [/\bevent\s?arena\b/g, ' events '],
  [/\bjanus\b/g, ' janus '],
  [/\bcopy\s?(?:and|&)\s?paste\b/g, ' clipboard '],
  [/\bstudent\s?journey\b/g, ' studentjourney '],
];

/** Apostrophes vanish so "can't" and "cant" are one token; "can not" joins too. */
function joinContractions(text: string): string {
  return text
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/\bcan not\b/g, 'cannot')
    .replace(/\bwill not\b/g, 'wont');
}

/**
 * Words that carry no topic: dropping them keeps BM25 from matching on "how do I" ("paano ko").
 * English and Filipino alike, whatever the reader's language: a learner may write either or mix.
 */
export const stopWords: ReadonlySet<string> = new Set([
  ...filipinoStopWords,
  ...`a about after again all am an and any are as at be been being but by can could did do does
  doing for from get gets got had has have having he her here him his how i if im in into is it
  its ive just me might more most much must my myself of on once only or other our out over own
  please same she should so some such than that thats the their them then there these they this
  those through to too up us very was we were what whats when where which while who whom why will
  with would you your yours hi hey hello thanks thank ok okay also way there want wanted need
  tell know let lets use using used one not no dont doesnt isnt cant cannot find see show
  many thing things difference between else`
    .split(/\s+/)
    .filter(Boolean),
]);

/** Surface forms mapped to the word the knowledge base uses (after contraction joining). */
const synonyms: Readonly<Record<string, string>> = {
  login: 'signin',
  signon: 'signin',
  logon: 'signin',
  logout: 'signout',
  logoff: 'signout',
  signup: 'register',
  make: 'create',
  registration: 'register',
  enroll: 'enrol',
  enrolled: 'enrol',
  enrolling: 'enrol',
  enrollment: 'enrol',
  enrolment: 'enrol',
  join: 'enrol',
  joining: 'enrol',
  shop: 'store',
  buy: 'purchase',
  bought: 'purchase',
  buying: 'purchase',
  spend: 'purchase',
  gem: 'diamond',
  gems: 'diamond',
  xp: 'experience',
  exp: 'experience',
  coin: 'point',
  coins: 'point',
  character: 'avatar',
  hairstyle: 'hair',
  hairstyles: 'hair',
  haircut: 'hair',
  colour: 'color',
  colours: 'color',
  teacher: 'educator',
  teachers: 'educator',
  instructor: 'educator',
  staff: 'educator',
  course: 'module',
  courses: 'module',
  lesson: 'activity',
  lessons: 'activity',
  id: 'key',
  number: 'key',
  reference: 'key',
  picture: 'screenshot',
  pictures: 'screenshot',
  image: 'screenshot',
  images: 'screenshot',
  photo: 'screenshot',
  photos: 'screenshot',
  screengrab: 'screenshot',
  capture: 'screenshot',
  bot: 'janus',
  assistant: 'janus',
  chatbot: 'janus',
  chat: 'janus',
  human: 'person',
  someone: 'person',
  agent: 'person',
  pwd: 'password',
  passcode: 'password',
  blind: 'accessibility',
  accessible: 'accessibility',
  a11y: 'accessibility',
  ranking: 'leaderboard',
  rankings: 'leaderboard',
  contest: 'competition',
  contests: 'competition',
  tournament: 'competition',
  chrome: 'browser',
  firefox: 'browser',
  safari: 'browser',
  edge: 'browser',
  phone: 'mobile',
  tablet: 'mobile',
  ipad: 'mobile',
  iphone: 'mobile',
  android: 'mobile',
  vid: 'video',
  videos: 'video',
  sound: 'audio',
  sounds: 'audio',
  music: 'audio',
  volume: 'audio',
  hear: 'audio',
  coupon: 'code',
  certification: 'certificate',
  diploma: 'certificate',
  scheme: 'theme',
  ...filipinoSynonyms,
};

/**
 * A light suffix stripper (Porter's step 1 in spirit): only needs to be consistent, since queries
 * and documents go through it alike, and gentle, so short words keep their meaning.
 */
export function stem(word: string): string {
  return dropFinalE(stripSuffix(word));
}

/** "replace" and "replaced" must meet: both end as "replac". */
function dropFinalE(word: string): string {
  return word.length > 4 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word;
}

function stripSuffix(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:ies|ied)$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return trimDouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return trimDouble(word.slice(0, -2));
  if (word.endsWith('es') && /(?:ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** "stopped" → "stopp" → "stop", so inflections meet their stem. */
function trimDouble(word: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(word) && !/(?:ll|ss|zz)$/.test(word)
    ? word.slice(0, -1)
    : word;
}

/** Letters without their accents: "hindî" and "opò" are typed with them or without. */
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Lower-cased words with contractions joined, accents dropped and phrases folded; stop words kept. */
export function words(text: string): string[] {
  let normal = joinContractions(withoutAccents(text.toLowerCase()));
  for (const [pattern, replacement] of phrases) normal = normal.replace(pattern, replacement);
  return normal.split(/[^a-z0-9]+/).filter(Boolean);
}

/** One word as retrieval and intent rules compare it: synonym, then stem. */
export function canonical(word: string): string {
  const mapped = synonyms[word] ?? word;
  return stem(synonyms[stem(mapped)] ?? mapped);
}

/** The content terms of a text: words without stop words, canonicalised. */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !stopWords.has(word))
    .map(canonical);
}
