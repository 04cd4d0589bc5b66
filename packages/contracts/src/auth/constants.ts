// Password lengths without their schemas, so the register page can say them without zod
// (decision 0006).
export const passwordMinLength = 10;
export const passwordMaxLength = 128;

/** How long a password-reset link works. */
export const passwordResetMinutes = 30;

/** How long the link to choose a password works for an account an admin made. */
export const invitationDays = 7;
