import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { i18n } from '@sparked/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { shownEmail } from './shown-email';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const placeholder = 'lti-0b5c2d9e-1111-4222-8333-944445555666@lms.invalid';
const label = 'Signs in through their school’s LMS';

describe('the email a page shows', () => {
  it('is how an account an LMS made signs in, never its placeholder address', () => {
    expect(shownEmail(placeholder)).toBe(label);
    expect(shownEmail('LTI-X@LMS.INVALID')).toBe(label);
  });

  it('is a real address as it is', () => {
    expect(shownEmail('ada@school.example')).toBe('ada@school.example');
    expect(shownEmail('someone@lms.invalid.example.org')).toBe('someone@lms.invalid.example.org');
  });

  it('says how the account signs in in the active language', () => {
    const filipino = {
      [generateMessageId(label)]: compileMessage(
        'Nagsa-sign in sa pamamagitan ng LMS ng kanilang paaralan',
      ),
    };
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(shownEmail(placeholder)).toBe(
      'Nagsa-sign in sa pamamagitan ng LMS ng kanilang paaralan',
    );
    expect(shownEmail('ada@school.example')).toBe('ada@school.example');
  });
});
