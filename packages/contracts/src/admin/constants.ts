// The users list's filter and sort words, without schemas: a route's search reader uses them, and
// it is in the entry chunk (decision 0021).

export const userStatuses = ['active', 'deactivated'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userSortKeys = ['name', 'email', 'role', 'createdAt'] as const;
export type UserSortKey = (typeof userSortKeys)[number];
