/** An ILIKE pattern that finds `text` anywhere: `%` and `_` typed into a search box are literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
