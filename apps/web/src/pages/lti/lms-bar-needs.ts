import { isLmsPlaceholderEmail } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { isFramed } from '../../shared/is-framed';
import { linkTicket } from './link-ticket';

/** What the LMS bar has to show; nothing of it for most people, who then never load the bar. */
export interface LmsBarNeeds {
  framed: boolean;
  madeByLms: boolean;
  finishLink: boolean;
}

/** Which parts of the LMS bar apply to this page and person, or null when none does. */
export function useLmsBarNeeds(): LmsBarNeeds | null {
  const { claims } = useSession();
  const [framed] = useState(isFramed);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!claims) return null;
  const madeByLms = isLmsPlaceholderEmail(claims.email);
  // Signed in to a Sparked account with a link request waiting: wherever signing in landed (a
  // failed refresh after signing out may send the sign-in page's return address away), the way
  // back to finishing it.
  const finishLink = !madeByLms && linkTicket.read() !== null && pathname !== '/lms-link';
  return framed || madeByLms || finishLink ? { framed, madeByLms, finishLink } : null;
}
