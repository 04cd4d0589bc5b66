import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { i18n } from '@sparked/i18n';
import { afterEach, expect, it } from 'vitest';
import { resetPasswordFormSchema } from './reset-password-schema';

const form = { token: 'abc', password: 'a-long-password', confirm: 'another-password' };
const mismatch = () =>
  resetPasswordFormSchema.safeParse(form).error?.issues.find((issue) => issue.path[0] === 'confirm')
    ?.message;

afterEach(() => i18n.activate('en'));

it('says the passwords differ in the language active when the form is checked', () => {
  expect(mismatch()).toBe('The two passwords are not the same.');
  i18n.load('fil', {
    [generateMessageId('The two passwords are not the same.')]: [
      'Hindi magkapareho ang dalawang password.',
    ],
  });
  i18n.activate('fil');
  expect(mismatch()).toBe('Hindi magkapareho ang dalawang password.');
});
