import type { z } from 'zod';
import type { ApiErrorMessage } from './error-codes';
import { issueTextEntry } from './issue-text';

// zod's own issues, as sentences for people (decision 0046): zod writes English for integrators
// ("Too small: expected string to have >=3 characters"), which stays in the answer's `issues`;
// these are what a reader of another language is shown, by the issue's kind and its limits.

const said = {
  required: /*i18n*/ { id: 'validation.required', message: 'Fill this in.' },
  wrongKind: /*i18n*/ {
    id: 'validation.wrong-kind',
    message:
      '{expected, select, number {Enter a number.} int {Enter a whole number.} boolean {Choose yes or no.} date {Enter a date.} array {Choose from the list.} other {Fill this in.}}',
  },
  tooShort: /*i18n*/ {
    id: 'validation.too-short',
    message: 'Use at least {minimum, plural, one {# character} other {# characters}}.',
  },
  exactLength: /*i18n*/ {
    id: 'validation.exact-length',
    message: 'Use exactly {minimum, plural, one {# character} other {# characters}}.',
  },
  tooLong: /*i18n*/ {
    id: 'validation.too-long',
    message: 'Use at most {maximum, plural, one {# character} other {# characters}}.',
  },
  numberAtLeast: /*i18n*/ { id: 'validation.number-at-least', message: 'Enter {minimum} or more.' },
  numberAbove: /*i18n*/ {
    id: 'validation.number-above',
    message: 'Enter a number above {minimum}.',
  },
  numberAtMost: /*i18n*/ { id: 'validation.number-at-most', message: 'Enter {maximum} or less.' },
  numberBelow: /*i18n*/ {
    id: 'validation.number-below',
    message: 'Enter a number below {maximum}.',
  },
  tooFew: /*i18n*/ {
    id: 'validation.too-few',
    message: 'Give at least {minimum, plural, one {# item} other {# items}}.',
  },
  tooMany: /*i18n*/ {
    id: 'validation.too-many',
    message: 'Give at most {maximum, plural, one {# item} other {# items}}.',
  },
  dateTooEarly: /*i18n*/ { id: 'validation.date-too-early', message: 'Choose a later date.' },
  dateTooLate: /*i18n*/ { id: 'validation.date-too-late', message: 'Choose an earlier date.' },
  fileTooLarge: /*i18n*/ { id: 'validation.file-too-large', message: 'The file is too large.' },
  email: /*i18n*/ { id: 'validation.email', message: 'Enter a valid email address.' },
  url: /*i18n*/ {
    id: 'validation.url',
    message: 'Enter a full web address, such as https://example.org.',
  },
  id: /*i18n*/ { id: 'validation.id', message: 'This does not name anything Sparked has.' },
  dateTime: /*i18n*/ {
    id: 'validation.date-time',
    message: 'Enter a date and time, such as 2027-01-31T09:00:00Z.',
  },
  date: /*i18n*/ { id: 'validation.date', message: 'Enter a date, such as 2027-01-31.' },
  time: /*i18n*/ { id: 'validation.time', message: 'Enter a time, such as 09:30.' },
  startsWith: /*i18n*/ { id: 'validation.starts-with', message: 'Start it with {prefix}.' },
  endsWith: /*i18n*/ { id: 'validation.ends-with', message: 'End it with {suffix}.' },
  includes: /*i18n*/ { id: 'validation.includes', message: 'Include {includes} in it.' },
  wrongForm: /*i18n*/ {
    id: 'validation.wrong-form',
    message: 'This is not written the way it should be.',
  },
  multipleOf: /*i18n*/ { id: 'validation.multiple-of', message: 'Enter a multiple of {divisor}.' },
  unknownKeys: /*i18n*/ {
    id: 'validation.unknown-keys',
    message: 'Leave out {keys}: they do not belong here.',
  },
  oneOf: /*i18n*/ {
    id: 'validation.one-of',
    message: '{count, plural, =1 {Use {options}.} other {Choose one of {options}.}}',
  },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'This is not valid.' },
};

const entry = (
  { id }: { id: string },
  values?: Record<string, string | number | string[]>,
): ApiErrorMessage => (values ? { id, values } : { id });

const identifierFormats = new Set([
  'uuid',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'xid',
  'ksuid',
  'nanoid',
]);

function formatEntry(issue: z.core.$ZodIssueInvalidStringFormat): ApiErrorMessage {
  if (identifierFormats.has(issue.format)) return entry(said.id);
  switch (issue.format) {
    case 'email':
      return entry(said.email);
    case 'url':
      return entry(said.url);
    case 'datetime':
      return entry(said.dateTime);
    case 'date':
      return entry(said.date);
    case 'time':
      return entry(said.time);
    case 'starts_with':
      return entry(said.startsWith, { prefix: (issue as z.core.$ZodIssueStringStartsWith).prefix });
    case 'ends_with':
      return entry(said.endsWith, { suffix: (issue as z.core.$ZodIssueStringEndsWith).suffix });
    case 'includes':
      return entry(said.includes, { includes: (issue as z.core.$ZodIssueStringIncludes).includes });
    default:
      return entry(said.wrongForm);
  }
}

const isNumeric = (origin: string) =>
  origin === 'number' || origin === 'int' || origin === 'bigint';
const isList = (origin: string) => origin === 'array' || origin === 'set';

function tooSmallEntry(issue: z.core.$ZodIssueTooSmall): ApiErrorMessage {
  const minimum = Number(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return entry(said.exactLength, { minimum });
    return minimum <= 1 ? entry(said.required) : entry(said.tooShort, { minimum });
  }
  if (isNumeric(issue.origin))
    return entry(issue.inclusive === false ? said.numberAbove : said.numberAtLeast, { minimum });
  if (isList(issue.origin)) return entry(said.tooFew, { minimum });
  if (issue.origin === 'date') return entry(said.dateTooEarly);
  return entry(said.invalid);
}

function tooBigEntry(issue: z.core.$ZodIssueTooBig): ApiErrorMessage {
  const maximum = Number(issue.maximum);
  if (issue.origin === 'string') return entry(said.tooLong, { maximum });
  if (isNumeric(issue.origin))
    return entry(issue.inclusive === false ? said.numberBelow : said.numberAtMost, { maximum });
  if (isList(issue.origin)) return entry(said.tooMany, { maximum });
  if (issue.origin === 'date') return entry(said.dateTooLate);
  if (issue.origin === 'file') return entry(said.fileTooLarge);
  return entry(said.invalid);
}

function builtInEntry(issue: z.core.$ZodIssue): ApiErrorMessage {
  switch (issue.code) {
    case 'invalid_type':
      return entry(said.wrongKind, { expected: issue.expected });
    case 'too_small':
      return tooSmallEntry(issue);
    case 'too_big':
      return tooBigEntry(issue);
    case 'invalid_format':
      return formatEntry(issue);
    case 'not_multiple_of':
      return entry(said.multipleOf, { divisor: issue.divisor });
    case 'unrecognized_keys':
      return entry(said.unknownKeys, { keys: issue.keys });
    case 'invalid_value':
      return entry(said.oneOf, {
        count: issue.values.length,
        options: issue.values.map(String),
      });
    default:
      return entry(said.invalid);
  }
}

/**
 * A zod issue of a contract schema as a catalogue entry, for a reader of any language: the
 * schema's own sentence when it has one (`issueText`), else one of zod's kinds of issue with its
 * limits as values. Lists (`options`, `keys`) are formatted in the reader's language.
 */
export const issueEntry = (issue: z.core.$ZodIssue): ApiErrorMessage =>
  issueTextEntry(issue.message) ?? builtInEntry(issue);
