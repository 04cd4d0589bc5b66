import { t } from '@lingui/core/macro';
import { isLmsPlaceholderEmail } from '@sparked/contracts';

/**
 * What a page shows for an account's email: the address, or, for the placeholder of an account an
 * LMS made (never an address to write to), how that account signs in, in the active language.
 */
export const shownEmail = (email: string): string =>
  isLmsPlaceholderEmail(email)
    ? t({
        message: 'Signs in through their school’s LMS',
        comment:
          'Shown instead of the email of an account made by a school’s learning platform (LMS), which has no address of its own.',
      })
    : email;
