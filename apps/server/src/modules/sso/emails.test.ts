import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/catalogues';
import { invitationEmail, resetEmail, takenEmailNotice } from './emails';

const link = 'https://sparked.example/reset-password?token=abc';

describe("the account emails in the reader's language (decision 0046)", () => {
  it('writes each in Filipino for fil, with its counts, names and links', () => {
    const fil = translator('fil');
    expect(resetEmail(fil, 'Ana', link, true).text).toContain('Kumusta Ana,');
    expect(resetEmail(fil, 'Ana', link, true).text).toContain(link);
    expect(invitationEmail(fil, 'Ana', link).subject).toBe('Handa na ang iyong Sparked account');
    expect(invitationEmail(fil, 'Ana', link).text).toMatch(/sa loob ng \d+ araw/);
    const taken = takenEmailNotice(fil, 'Ana', 'https://sparked.example');
    expect(taken.subject).toBe('May sumubok na gumawa ng Sparked account gamit ang iyong email');
    expect(taken.text).toContain('Mag-sign in dito: https://sparked.example/sign-in');
  });

  it('keeps the English exactly as it was', () => {
    const en = translator('en');
    expect(resetEmail(en, 'Ana', link, false)).toEqual({
      subject: 'Reset your Sparked password',
      text: [
        'Hi Ana,',
        '',
        'Someone (we hope you) asked to reset the password of your Sparked account.',
        'Set a new one here within 30 minutes:',
        link,
        '',
        'The link works once. If you did not ask for it, you can ignore this email: your password stays as it is.',
      ].join('\n'),
    });
    expect(takenEmailNotice(en, 'Ana', 'https://sparked.example').text).toContain(
      'Forgot your password? Choose a new one here: https://sparked.example/forgot-password',
    );
  });
});
