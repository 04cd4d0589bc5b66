import { invitationDays, passwordResetMinutes } from '@sparked/contracts';
import type { Translate } from '../../i18n/catalogues';

const greeting = (say: Translate, firstName: string) =>
  say(/*i18n*/ { id: 'email.greeting', message: 'Hi {firstName},', values: { firstName } });

/** The password-reset email, in the reader's language (decision 0046). */
export function resetEmail(say: Translate, firstName: string, link: string, byAdmin: boolean) {
  return {
    subject: say(/*i18n*/ { id: 'email.reset.subject', message: 'Reset your Sparked password' }),
    text: [
      greeting(say, firstName),
      '',
      byAdmin
        ? say(
            /*i18n*/ {
              id: 'email.reset.sent-by-admin',
              message: 'An admin at your school sent you this link to set a new Sparked password.',
            },
          )
        : say(
            /*i18n*/ {
              id: 'email.reset.asked-for',
              message: 'Someone (we hope you) asked to reset the password of your Sparked account.',
            },
          ),
      say(
        /*i18n*/ {
          id: 'email.reset.set-within',
          message: 'Set a new one here within {minutes, plural, one {# minute} other {# minutes}}:',
          values: { minutes: passwordResetMinutes },
        },
      ),
      link,
      '',
      say(
        /*i18n*/ {
          id: 'email.reset.works-once',
          message:
            'The link works once. If you did not ask for it, you can ignore this email: your password stays as it is.',
        },
      ),
    ].join('\n'),
  };
}

/** The email that lets a person an admin made an account for choose their password. */
export function invitationEmail(say: Translate, firstName: string, link: string) {
  return {
    subject: say(
      /*i18n*/ { id: 'email.invitation.subject', message: 'Your Sparked account is ready' },
    ),
    text: [
      greeting(say, firstName),
      '',
      say(
        /*i18n*/ {
          id: 'email.invitation.choose-password',
          message: 'Your school made you a Sparked account. Choose your password here to start:',
        },
      ),
      link,
      '',
      say(
        /*i18n*/ {
          id: 'email.invitation.works-once',
          message:
            'The link works once, for {days, plural, one {# day} other {# days}}. After that, use "Forgot password?" on the sign-in page.',
          values: { days: invitationDays },
        },
      ),
    ].join('\n'),
  };
}

/** The notice to an address's owner that someone tried to register with it. */
export function takenEmailNotice(say: Translate, firstName: string, publicUrl: string) {
  return {
    subject: say(
      /*i18n*/ {
        id: 'email.taken.subject',
        message: 'Someone tried to make a Sparked account with your email',
      },
    ),
    text: [
      greeting(say, firstName),
      '',
      say(
        /*i18n*/ {
          id: 'email.taken.someone-tried',
          message:
            'Someone (we hope you) tried to create a new Sparked account with this email address.',
        },
      ),
      say(
        /*i18n*/ {
          id: 'email.taken.nothing-changed',
          message:
            'It already has an account, so no new one was made and nothing about yours changed.',
        },
      ),
      '',
      say(
        /*i18n*/ {
          id: 'email.taken.sign-in-here',
          message: 'Sign in here: {link}',
          values: { link: `${publicUrl}/sign-in` },
        },
      ),
      say(
        /*i18n*/ {
          id: 'email.taken.forgot-password',
          message: 'Forgot your password? Choose a new one here: {link}',
          values: { link: `${publicUrl}/forgot-password` },
        },
      ),
      '',
      say(
        /*i18n*/ {
          id: 'email.taken.not-you',
          message: 'If it was not you, you can ignore this email.',
        },
      ),
    ].join('\n'),
  };
}
