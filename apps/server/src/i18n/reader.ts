import { AsyncLocalStorage } from 'node:async_hooks';
import { type Locale, sourceLocale } from '@sparked/contracts';
import { type ServerMessage, translate } from './catalogues';

/**
 * The language of the reader a piece of work is for, kept for the work's duration (decision
 * 0046): the assistants' offline answers are composed deep inside engines that know nothing of
 * their reader, so the reply's caller sets it once (`inLocale`) and each text reads it (`said`),
 * request by request, without Lingui's global active language.
 */
const reader = new AsyncLocalStorage<Locale>();

/** Runs `work` with every `said` text in `locale`. */
export const inLocale = <T>(locale: Locale, work: () => T): T => reader.run(locale, work);

/** The current reader's language (English outside `inLocale`). */
export const readersLocale = (): Locale => reader.getStore() ?? sourceLocale;

/** A server text in the current reader's language. */
export const said = (message: ServerMessage): string => translate(readersLocale(), message);
