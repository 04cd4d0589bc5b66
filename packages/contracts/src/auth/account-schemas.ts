import { z } from 'zod';
import { supportedLocales } from '../locales/constants';
import { userSchema } from './schemas';

// Beside the sign-in schemas, not among them: the sign-in and register pages read those, and a
// schema costs its bytes wherever its module is read.

/** A language Sparked speaks (decision 0045); anything else is refused with a 400. */
export const localeSchema = z.enum(supportedLocales, {
  error: `Choose one of the languages Sparked speaks: ${supportedLocales.join(', ')}.`,
});

/**
 * The signed-in user as `me` answers: the account and its settings. `locale` is the language the
 * user chose on their profile, applied on every device they sign in on; null until they choose.
 */
export const currentUserSchema = userSchema.extend({ locale: localeSchema.nullable() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({ data: currentUserSchema });

/** PUT /sso/auth/me/locale: the language the user chose for their account. */
export const saveLocaleRequestSchema = z.strictObject({ locale: localeSchema });
export type SaveLocaleRequest = z.infer<typeof saveLocaleRequestSchema>;
