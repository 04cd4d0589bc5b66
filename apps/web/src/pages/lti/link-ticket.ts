import { storageOrMemory } from '@sparked/features/session';

const key = 'lti-link-ticket';
let held: string | null = null;

/**
 * The ticket to link an LMS identity, kept across signing out of the LMS's account and into the
 * Sparked one: in this page's memory, and in session storage where the browser allows it (a
 * reload of a first-party tab). Signing out clears the storage, so it is written after.
 */
export const linkTicket = {
  keep(ticket: string) {
    held = ticket;
    storageOrMemory(() => globalThis.sessionStorage).setItem(key, ticket);
  },
  read(): string | null {
    return held ?? storageOrMemory(() => globalThis.sessionStorage).getItem(key);
  },
  forget() {
    held = null;
    storageOrMemory(() => globalThis.sessionStorage).removeItem(key);
  },
};
