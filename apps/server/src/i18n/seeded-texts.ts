import type { ServerMessage, Translate } from './catalogues';

/**
 * A text Sparked seeded, in the reader's language while it is stored as seeded, and as stored once
 * staff have edited it: the catalogue translates the text the edit replaced (decision 0046).
 */
export const storedOrSeeded = (
  read: Translate,
  stored: string,
  seeded: ServerMessage | undefined,
): string => (seeded !== undefined && stored === seeded.message ? read(seeded) : stored);

/** Reads a stored text: the reader's language for a seeded one, else as stored. */
export type ReadStored = (stored: string) => string;

/**
 * A domain's seeded texts, found by their English: the demo rows (modules, competitions, store
 * items) get their ids when seeded, so the English as seeded is the one key the code knows.
 * A text a row shares with a seeded one word for word reads as its translation too.
 */
export function seededTexts(messages: readonly ServerMessage[]): (read: Translate) => ReadStored {
  const byEnglish = new Map(messages.map((message) => [message.message, message]));
  return (read) => (stored) => storedOrSeeded(read, stored, byEnglish.get(stored));
}
