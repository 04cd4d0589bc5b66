import type { UserRole } from '@sparked/contracts';

/**
 * What the server knows about the person in the conversation. Janus uses it to tailor steps
 * (a student asking about editors) and to put the page and course on tickets; the email itself
 * is added to tickets by the widget (spec §4 "Chat"), so it is never repeated here.
 */
export interface JanusUser {
  email: string;
  role: UserRole;
  /** The page the widget was opened on, such as /store. */
  pagePath?: string;
  /** The course (module) or class the user is in, when the page has one. */
  course?: string;
}
