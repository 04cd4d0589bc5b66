/** The tabs of a class's page, in order; the address names the open one. */
export const classTabs = [
  'students',
  'progress',
  'league',
  'invite',
  'modules',
  'settings',
] as const;
export type ClassTab = (typeof classTabs)[number];
