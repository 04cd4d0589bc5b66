import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import { handOverUrl } from './hand-over';
import * as styles from './open-in-new-tab.css';

/** Whether this page is inside another page's frame (an LMS course page). */
const isFramed = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * "Open in a new tab", shown only inside a frame (decision 0031). The new tab shares none of the
 * frame's storage (the frame's may be memory only), so it gets a fresh one-time code from the
 * server and signs in with it at `/lms-launch`, landing on this same page. The tab is opened at
 * the click, before the code arrives, so no pop-up blocker stops it.
 */
export function OpenInNewTab() {
  const { session, claims } = useSession();
  const [problem, setProblem] = useState<string>();
  const [opening, setOpening] = useState(false);
  const [framed] = useState(isFramed);
  if (!framed || !claims) return null;

  const open = async () => {
    setProblem(undefined);
    const tab = window.open('', '_blank');
    if (!tab) {
      setProblem('Your browser blocked the new tab. Allow pop-ups for Sparked and try again.');
      return;
    }
    tab.opener = null;
    setOpening(true);
    try {
      const { data } = await callEndpoint(session.client, 'ltiHandover', {
        idempotencyKey: crypto.randomUUID(),
      });
      const here = `${window.location.pathname}${window.location.search}`;
      tab.location.href = handOverUrl(window.location.origin, data.code, here);
    } catch {
      tab.close();
      setProblem('Sparked could not open a new tab. Try again.');
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className={styles.bar}>
      <Button variant="secondary" size="sm" loading={opening} onClick={() => void open()}>
        Open in a new tab
      </Button>
      {problem ? (
        <p role="alert" className={page.errorText}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
