import { compileMessage } from '@lingui/message-utils/compileMessage';
import { registerStudentRequestSchema } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueSentence } from './issue-sentence';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

/** Some of `fil.po`, compiled as the app loads it: the schemas' sentences keep their explicit ids. */
const filipino = Object.fromEntries(
  Object.entries({
    'auth.password-too-short': 'Dapat hindi bababa sa {min} na character ang password.',
    'validation.too-short':
      '{minimum, plural, one {Gumamit ng hindi bababa sa # na character.} other {Gumamit ng hindi bababa sa # na character.}}',
    'validation.one-of':
      '{count, plural, =1 {Gamitin ang {options}.} other {Pumili ng isa sa {options}.}}',
  }).map(([id, translation]) => [id, compileMessage(translation)]),
);

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error('the value was accepted');
  return issue;
};

const registration = {
  firstName: 'Ana',
  lastName: 'Cruz',
  email: 'ana@example.org',
  password: 'short',
};

describe('a field error found in the browser, in the reader’s language (decision 0046)', () => {
  it("shows a contract schema's own sentence in Filipino, and in English as the schema says it", () => {
    const issue = firstIssue(registerStudentRequestSchema, registration);
    expect(issueSentence(issue)).toBe('Password must be at least 10 characters.');
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(issueSentence(issue)).toBe('Dapat hindi bababa sa 10 na character ang password.');
  });

  it("words zod's own issues in Filipino, a list as Filipino joins one", () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(issueSentence(firstIssue(z.string().min(3), 'ab'))).toBe(
      'Gumamit ng hindi bababa sa 3 na character.',
    );
    expect(issueSentence(firstIssue(z.enum(['pula', 'asul', 'dilaw']), 'berde'))).toBe(
      'Pumili ng isa sa pula, asul, at dilaw.',
    );
  });

  it("keeps zod's English for an issue the catalogue does not have", () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(issueSentence(firstIssue(z.number().multipleOf(5), 7))).toBe(
      'Invalid number: must be a multiple of 5',
    );
  });
});
