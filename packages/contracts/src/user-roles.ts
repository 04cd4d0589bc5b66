/** Everyone who signs in is one of these; the session's words and schemas both read them. */
export const userRoles = ['student', 'facilitator', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
