import * as zm from 'zod/mini';

/**
 * Why a guard sent the visitor elsewhere, carried in the `notice` search parameter of the page it
 * sent them to so that page can say so (spec §8 redirects, with the reason shown on arrival).
 */
export const redirectNoticeSearch = zm.object({
  notice: zm.catch(
    zm.optional(zm.enum(['module-access-denied', 'for-educators', 'for-admins'])),
    undefined,
  ),
});

export type RedirectNotice = NonNullable<zm.infer<typeof redirectNoticeSearch>['notice']>;

/** A role mismatch still goes home (spec §8); this says why. */
export const roleNoticeText = {
  'for-educators': 'That page is for educators.',
  'for-admins': 'That page is for admins.',
} as const satisfies Partial<Record<RedirectNotice, string>>;
