import { describe, expect, it } from 'vitest';
import { isLmsPlaceholderEmail, shownEmail } from './constants';

describe('the placeholder address of an account an LMS made', () => {
  it('is shown as how the account signs in; a real address as itself', () => {
    expect(shownEmail('lti-0b5c2d9e-1111-4222-8333-944445555666@lms.invalid')).toBe(
      'Signs in through their school’s LMS',
    );
    expect(isLmsPlaceholderEmail('LTI-x@LMS.INVALID')).toBe(true);
    expect(shownEmail('ada@school.example')).toBe('ada@school.example');
    expect(isLmsPlaceholderEmail('someone@lms.invalid.example.org')).toBe(false);
  });
});
