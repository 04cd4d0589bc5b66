import { msg } from '@lingui/core/macro';
import { translatedRecord } from '@sparked/i18n';
import { oneOf, searchOf } from './search-params';

const notices = ['module-access-denied', 'for-educators', 'for-admins'] as const;
export type RedirectNotice = (typeof notices)[number];

/**
 * Why a guard sent the visitor elsewhere, carried in the `notice` search parameter of the page it
 * sent them to so that page can say so (spec §8 redirects, with the reason shown on arrival).
 */
export const redirectNoticeSearch = searchOf({ notice: oneOf(notices) });

/** A role mismatch still goes home (spec §8); this says why. */
export const roleNoticeText = translatedRecord<Extract<RedirectNotice, `for-${string}`>>({
  'for-educators': msg`That page is for educators.`,
  'for-admins': msg`That page is for admins.`,
});
