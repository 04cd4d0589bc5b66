import { imagesUploadedMessage } from '@sparked/contracts';
import { terms, words } from './text';
import { matchTopic, type TroubleshootingTopic } from './troubleshooting';

/**
 * What a message asks for, decided by rules over normalised words. Rules rather than a trained
 * classifier: the handful of intents are signalled by a small vocabulary ("bug", "a person"),
 * and a rule can be read, tested and fixed by whoever maintains the help desk.
 */
export type Intent =
  | { kind: 'images-uploaded' }
  | { kind: 'cancel' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'bye' }
  | { kind: 'report-bug' }
  | { kind: 'request-assistance' }
  | { kind: 'troubleshoot'; topic: TroubleshootingTopic }
  /** Something is wrong, but with nothing Janus has steps for. */
  | { kind: 'problem' }
  /** Anything else, including a bare yes or no outside a flow: answered from the FAQ. */
  | { kind: 'question' };

// The words of an answer (yes, no, cancel, skip) in English and in Filipino, whatever the
// reader's language: Janus asks a Filipino reader for "oo o hindi" (decision 0046), and a learner
// may answer in either, or mix them ("oo, i-file mo na"). Accents fall away as `words` reads.

/** A short message is all small talk or all answer; longer ones carry a request. */
const maxShortWords = 6;

const greetingWords = new Set(
  `hi hello hey hiya howdy greetings yo morning afternoon evening good janus there how are you doing
  whats up sup kumusta kamusta musta magandang umaga hapon gabi araw po ho ka`.split(/\s+/),
);
const thanksWords = new Set([
  'thanks',
  'thank',
  'thx',
  'ty',
  'cheers',
  'appreciate',
  'appreciated',
  'salamat',
]);
const byeWords = new Set(['bye', 'goodbye', 'cya', 'farewell', 'later', 'goodnight', 'paalam']);
/**
 * Only a message that opens with one of these and is short is a cancel: "it won't stop loading"
 * answers a question, and dropping the ticket there would lose the report.
 */
const cancelPhrases = [
  'cancel',
  'never mind',
  'nevermind',
  'forget it',
  'stop',
  'abort',
  'quit',
  // Filipino: cancel, stop, "tama na" (enough), "kalimutan mo na" (forget it).
  'i cancel',
  'kanselahin',
  'ikansela',
  'kansela',
  'itigil',
  'tigil',
  'ihinto',
  'hinto',
  'tama na',
  'kalimutan',
];
const maxCancelWords = 4;
const denyWords = new Set(
  `no nope nah n not dont didnt doesnt isnt havent wont cant still same neither nothing none negative
  hindi hinde di ndi hnd wala huwag wag ayaw ayoko pareho parehas`.split(/\s+/),
);
/** "Hindi pa rin" and "ganoon pa rin": still not, still the same. */
const denyPhrases = ['pa rin', 'pa din'];
const affirmWords = new Set(
  `yes yeah yep yup ya y sure ok okay please correct absolutely definitely worked works fixed solved
  perfect great thanks oo opo oho sige okey tama ayos gumana gumagana naayos ituloy salamat`.split(
    /\s+/,
  ),
);
const affirmPhrases = ['go ahead', 'do it', 'file it', 'all good', 'i file'];
/** Nothing to add: "skip", "laktawan". */
const skipWords = new Set(['skip', 'laktawan', 'laktaw', 'lampasan', 'lagpasan']);
/** Opening words of a question: "ok, how do I…" is a new question, not a yes. */
const questionWords = new Set(
  'how what where why when who which paano ano saan nasaan bakit kailan sino alin'.split(' '),
);
/** Filipino's polite particles ("opo", "hindi po"): they change the tone, not the answer. */
const politeWords = new Set(['po', 'ho']);
/** "help", "can you help me": asking what Janus does, answered like a greeting. */
const helpWords = new Set('help i need me please can you could some janus hi hello hey'.split(' '));
/**
 * Words that say something is wrong, as opposed to asking how a thing works. The Filipino ones:
 * not, won't, none, lost, broken, wrong, stuck, stopped, slow ("hindi ko ma-open ang modyul").
 */
const problemWords = new Set(
  `no cant cannot unable wont doesnt didnt isnt arent not never broken broke error errors fail fails
  keeps expired expires
  failed failing failure problem problems issue issues trouble stuck wrong missing lost gone
  disappeared blank crash crashed crashes freezes frozen kicked nothing glitch
  hindi di ayaw wala walang nawala nawawala sira nasira mali naipit natigil tumigil hinto mabagal
  problema`.split(/\s+/),
);
const personWords = new Set(
  'person human someone somebody staff support agent admin people tao'.split(' '),
);
const contactWords = new Set(
  'talk speak contact reach call email chat kausapin makausap usap tawagan'.split(' '),
);
/** Asking for help: "I need help from a person", "kailangan ko ng tulong ng tao". */
const helpRequestWords = new Set(['help', 'need', 'tulong', 'tulungan', 'kailangan']);
const ticketVerbs = new Set(['open', 'create', 'file', 'raise', 'submit', 'make', 'log', 'new']);

interface Message {
  words: string[];
  set: Set<string>;
  /** Padded with spaces so phrases match whole words only. */
  joined: string;
}

function read(text: string): Message {
  const list = words(text);
  return { words: list, set: new Set(list), joined: ` ${list.join(' ')} ` };
}

const hasPhrase = (message: Message, phrase: string) => message.joined.includes(` ${phrase} `);
const hasAny = (message: Message, vocabulary: ReadonlySet<string>) =>
  message.words.some((word) => vocabulary.has(word));
const allIn = (message: Message, vocabulary: ReadonlySet<string>) =>
  message.words.length > 0 && message.words.every((word) => vocabulary.has(word));

export function isImagesUploaded(text: string): boolean {
  return text.trim().toLowerCase() === imagesUploadedMessage.toLowerCase();
}

export function isCancel(text: string): boolean {
  const message = read(text);
  return (
    message.words.length <= maxCancelWords &&
    cancelPhrases.some((phrase) => message.joined.startsWith(` ${phrase} `))
  );
}

/**
 * A yes or no to the question Janus just asked, or undefined when the message is something else
 * (a new question). Negation wins, so "it still doesn't work" and "not fixed" are a no.
 */
export function yesOrNo(text: string): 'yes' | 'no' | undefined {
  const message = read(text);
  if (message.words.length === 0 || message.words.length > maxShortWords + 4) return undefined;
  if (text.trim().endsWith('?') || hasAny(message, questionWords)) return undefined;
  if (
    hasAny(message, denyWords) ||
    denyPhrases.some((phrase) => hasPhrase(message, phrase)) ||
    hasAny(message, skipWords)
  ) {
    return 'no';
  }
  if (hasAny(message, affirmWords) || affirmPhrases.some((phrase) => hasPhrase(message, phrase))) {
    return 'yes';
  }
  return undefined;
}

/**
 * Words that say yes, no or "go on" without telling anything: "Yes, please file the ticket."
 * Words that carry meaning as an answer ("nothing", "still", "same") are not among them.
 */
const replyOnlyWords = new Set(
  `yes yeah yep yup ya y sure ok okay please thanks thank you no nope nah fine correct right go ahead
  do it file submit send the a an my ticket report bug this that just now already i said told and so
  well alright cool oo opo oho sige okey salamat hindi po ho mo na nga lang ang ito iyan yan iyon yun
  ko ituloy`.split(/\s+/),
);

/** A message made only of reply words: no answer to a question Janus asked. */
export function isNonAnswer(text: string): boolean {
  const { words } = read(text);
  return words.length > 0 && words.every((word) => replyOnlyWords.has(word));
}

/** "I have a screenshot", "can I send a picture": an offer to attach images. */
export function offersScreenshot(text: string): boolean {
  return terms(text).includes('screenshot') && !hasAny(read(text), denyWords);
}

function isBugReport(message: Message): boolean {
  if (message.set.has('bug') || message.set.has('bugs') || message.set.has('glitch')) return true;
  return (
    message.set.has('report') &&
    ['problem', 'issue', 'error', 'crash', 'fault', 'broken'].some((word) => message.set.has(word))
  );
}

function isAssistanceRequest(message: Message): boolean {
  if (message.set.has('assistance') || hasPhrase(message, 'a task')) return true;
  if (message.set.has('ticket') && hasAny(message, ticketVerbs)) return true;
  const person = hasAny(message, personWords) || hasPhrase(message, 'real person');
  return person && (hasAny(message, contactWords) || hasAny(message, helpRequestWords));
}

/**
 * A greeting that opens a longer message: "hi, the quiz won't let me press submit" is a problem
 * with a polite start, and the greeting must not steer intent detection or FAQ retrieval ("janus"
 * alone would match the entry about Janus). "Morning" on its own stays: it also opens reports
 * ("morning reminders are late").
 */
const leadingGreeting =
  /^(?:(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening|day))(?:\s+there)?(?:[\s,]+janus)?(?![\p{L}\p{N}'’])[\s,.:;!-]*)+/iu;

/** The message without an opening greeting; a message that is only a greeting is kept whole. */
export function withoutGreeting(text: string): string {
  return text.replace(leadingGreeting, '').trim() || text;
}

/**
 * Words of someone looking for a thing or a way: "I can't find the leaderboard", "hindi ko makita
 * ang liga", "saan ko…", "paano ko…".
 */
const seekingWords = new Set(
  `find see where locate know how understand makita mahanap hanapin saan nasaan paano alam
  maintindihan`.split(/\s+/),
);

/**
 * A problem phrased as a search is a question in disguise, which the FAQ may answer; any other
 * problem ("the quiz won't let me press submit") is something broken, which no FAQ entry fixes
 * however many of its words it shares.
 */
export function isLookingFor(text: string): boolean {
  return hasAny(read(text), seekingWords);
}

/**
 * An answer that says nothing: "skip", "idk", "n/a", a bare no. Janus records such an answer as
 * skipped, so it never reaches a ticket's title or description.
 */
const fillerAnswers = new Set([
  'skip',
  'skip it',
  'pass',
  'no',
  'nope',
  'nah',
  'none',
  'n a',
  'na',
  'idk',
  'dunno',
  'i dont know',
  'dont know',
  'no idea',
  'not sure',
  'whatever',
  'laktawan',
  'laktaw',
  'i skip',
  'hindi',
  'wala',
  'ewan',
  'ewan ko',
  'hindi ko alam',
  'di ko alam',
  'hindi sigurado',
  'di sigurado',
]);

/** A text's letters and digits, lower-cased and without accents: what `read` could have kept. */
const lettersOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

export function isFiller(text: string): boolean {
  // Only marks ("-", "?") say nothing in any script. `read` keeps Latin letters only, so a filler
  // must be all it read: "n/a" is one, "nA²" or "na 日本" say more than the "na" read from them.
  const { words } = read(text);
  const answer = words.filter((word) => !politeWords.has(word)).join(' ');
  return (
    !/[\p{L}\p{N}]/u.test(text) || (fillerAnswers.has(answer) && lettersOf(text) === words.join(''))
  );
}

export function detectIntent(said: string): Intent {
  if (isImagesUploaded(said)) return { kind: 'images-uploaded' };
  const text = withoutGreeting(said);
  const message = read(text);
  const short = message.words.length <= maxShortWords;
  if (isCancel(text)) return { kind: 'cancel' };
  // Requests before small talk: "thanks, I found a bug" is a bug report.
  if (isBugReport(message)) return { kind: 'report-bug' };
  if (isAssistanceRequest(message)) return { kind: 'request-assistance' };
  if (short && hasAny(message, thanksWords)) return { kind: 'thanks' };
  if (short && hasAny(message, byeWords)) return { kind: 'bye' };
  if (short && (allIn(message, greetingWords) || allIn(message, helpWords))) {
    return { kind: 'greeting' };
  }
  if (hasAny(message, problemWords) || hasPhrase(message, 'keep getting')) {
    const topic = matchTopic(terms(text));
    return topic ? { kind: 'troubleshoot', topic } : { kind: 'problem' };
  }
  return { kind: 'question' };
}

/** The words that only ask for a ticket, saying nothing about what is wrong. */ const triggerTerms =
  new Set(
    `bug bugs report file ticket problem issue error create open submit raise person help need
  assistance talk speak support found want new task real human`
      .split(/\s+/)
      .flatMap((word) => terms(word)),
  );

/**
 * Whether a request says more than its trigger words ("report a bug" says nothing; "report a bug:
 * the leaderboard is empty" does), so Janus does not ask again for what it was just told.
 */
export function hasDetail(text: string): boolean {
  return terms(text).filter((term) => !triggerTerms.has(term)).length >= 2;
}
