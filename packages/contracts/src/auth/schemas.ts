import { z } from 'zod';
import { joinCodeSchema } from '../classes/schemas';
import { sessionCookieNames, userRoles } from '../session/constants';
import { tokenPairSchema } from '../session/schemas';
import { issueText } from '../shared/issue-text';
import { lineText } from '../shared/plain-text';
import { passwordMaxLength, passwordMinLength } from './constants';

export const userRoleSchema = z.enum(userRoles);

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, issueText(/*i18n*/ { id: 'auth.email-too-long', message: 'Email is too long.' }))
  .pipe(
    z.email(
      issueText(
        /*i18n*/ { id: 'auth.enter-a-valid-email', message: 'Enter a valid email address.' },
      ),
    ),
  );

const nameMax = 80;

const newPasswordSchema = z
  .string()
  .min(
    passwordMinLength,
    issueText(
      /*i18n*/ {
        id: 'auth.password-too-short',
        message: 'Password must be at least {min} characters.',
        values: { min: passwordMinLength },
      },
    ),
  )
  .max(
    passwordMaxLength,
    issueText(
      /*i18n*/ {
        id: 'auth.password-too-long',
        message: 'Password must be at most {max} characters.',
        values: { max: passwordMaxLength },
      },
    ),
  );

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string()
    .min(1, issueText(/*i18n*/ { id: 'auth.password-required', message: 'Password is required.' }))
    .max(passwordMaxLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerStudentRequestSchema = z.strictObject({
  firstName: lineText({
    empty: issueText(
      /*i18n*/ { id: 'auth.first-name-required', message: 'First name is required.' },
    ),
    max: nameMax,
    tooLong: issueText(
      /*i18n*/ {
        id: 'auth.first-name-too-long',
        message: 'First name must be at most {max} characters.',
        values: { max: nameMax },
      },
    ),
  }),
  lastName: lineText({
    empty: issueText(/*i18n*/ { id: 'auth.last-name-required', message: 'Last name is required.' }),
    max: nameMax,
    tooLong: issueText(
      /*i18n*/ {
        id: 'auth.last-name-too-long',
        message: 'Last name must be at most {max} characters.',
        values: { max: nameMax },
      },
    ),
  }),
  email: emailSchema,
  password: newPasswordSchema,
  /** A class's referral code: the new student joins that class. */
  referralCode: joinCodeSchema.optional(),
});
export type RegisterStudentRequest = z.infer<typeof registerStudentRequestSchema>;

/** POST /sso/auth/password/forgot: the answer is the same whether or not the account exists. */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const passwordResetSentResponseSchema = z.object({
  data: z.object({ expiresInMinutes: z.number().int().positive() }),
});

/** POST /sso/auth/password/reset: the link's token and the new password; the link works once. */
export const resetPasswordRequestSchema = z.strictObject({
  token: z
    .string()
    .min(1, issueText(/*i18n*/ { id: 'auth.link-has-no-token', message: 'The link has no token.' }))
    .max(200, issueText(/*i18n*/ { id: 'auth.link-not-valid', message: 'The link is not valid.' })),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({ data: z.object({ email: z.string() }) });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: userRoleSchema,
});
export type User = z.infer<typeof userSchema>;

export const sessionResponseSchema = z.object({
  data: z.object({ ...tokenPairSchema.shape, user: userSchema }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * POST /sso/auth/register/student: a new account is signed in; an address that already has one
 * gets `checkEmail` instead (its owner is emailed, nothing is created), never "already exists".
 */
export const registerStudentResponseSchema = z.object({
  data: z.union([
    sessionResponseSchema.shape.data,
    z.strictObject({ checkEmail: z.literal(true) }),
  ]),
});
export type RegisterStudentResponse = z.infer<typeof registerStudentResponseSchema>;

export const cookieRequestSchema = z.strictObject({
  names: z.array(z.enum(sessionCookieNames)).min(1).max(sessionCookieNames.length),
});
export const cookieResponseSchema = z.object({
  data: z.object({
    cookies: z.object({ actkn: z.string().optional(), rftkn: z.string().optional() }),
  }),
});
export type CookieResponse = z.infer<typeof cookieResponseSchema>;

export const refreshRequestSchema = z.strictObject({
  refreshToken: z.string().min(1, 'refreshToken is required.').max(512),
});
export const refreshResponseSchema = z.object({ data: tokenPairSchema });

/** The logout call sends no token header; a refresh token in the body or cookie is revoked. */
export const logoutRequestSchema = z
  .strictObject({ refreshToken: z.string().max(512).optional() })
  .optional();
