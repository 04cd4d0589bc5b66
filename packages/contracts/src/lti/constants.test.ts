import { describe, expect, it } from 'vitest';
import { isLmsPlaceholderEmail } from './constants';

describe('the placeholder address of an account an LMS made', () => {
  it('is told from a real address by its reserved domain, in any case', () => {
    expect(isLmsPlaceholderEmail('lti-0b5c2d9e-1111-4222-8333-944445555666@lms.invalid')).toBe(
      true,
    );
    expect(isLmsPlaceholderEmail('LTI-x@LMS.INVALID')).toBe(true);
    expect(isLmsPlaceholderEmail('ada@school.example')).toBe(false);
    expect(isLmsPlaceholderEmail('someone@lms.invalid.example.org')).toBe(false);
    expect(isLmsPlaceholderEmail('someone@notlms.invalid')).toBe(false);
  });
});
