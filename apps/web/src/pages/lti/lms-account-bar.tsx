import { Trans, useLingui } from '@lingui/react/macro';
import { callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import { handOverUrl } from './hand-over';
import { linkTicket } from './link-ticket';
import * as styles from './lms-account-bar.css';
import type { LmsBarNeeds } from './lms-bar-needs';

/**
 * "Open in a new tab", shown only inside a frame (decision 0031). The new tab shares none of the
 * frame's storage (the frame's may be memory only), so it gets a fresh one-time code from the
 * server and signs in with it at `/lms-launch`, landing on this same page. The tab is opened at
 * the click, before the code arrives, so no pop-up blocker stops it.
 */
function OpenInNewTab() {
  const { t } = useLingui();
  const { session } = useSession();
  const [problem, setProblem] = useState<string>();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    setProblem(undefined);
    const tab = window.open('', '_blank');
    if (!tab) {
      setProblem(t`Your browser blocked the new tab. Allow pop-ups for Sparked and try again.`);
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
      setProblem(t`Sparked could not open a new tab. Try again.`);
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" loading={opening} onClick={() => void open()}>
        <Trans>Open in a new tab</Trans>
      </Button>
      {problem ? (
        <p role="alert" className={page.errorText}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

/**
 * For an account an LMS made: "I already have a Sparked account". It takes a ticket for this LMS
 * identity and opens `/lms-link`, which has the person sign in to their Sparked account and
 * spends the ticket there (decision 0031).
 */
function LinkExistingAccount() {
  const { t } = useLingui();
  const { session } = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    setProblem(undefined);
    try {
      const { data } = await callEndpoint(session.client, 'ltiLinkTicket', {
        idempotencyKey: crypto.randomUUID(),
      });
      linkTicket.keep(data.ticket);
      await navigate({ to: '/lms-link' });
    } catch {
      setProblem(t`Sparked could not start linking. Try again.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" loading={pending} onClick={() => void start()}>
        <Trans>I already have a Sparked account: sign in to link it</Trans>
      </Button>
      {problem ? (
        <p role="alert" className={page.errorText}>
          {problem}
        </p>
      ) : null}
    </>
  );
}

/**
 * Which LMS an account the LMS made signs in through: the registered platform's name. Nothing
 * until it is known (the rest of the bar does not wait for it).
 */
function SignsInThrough() {
  const { session } = useSession();
  const account = useQuery({
    queryKey: ['lti-account'],
    queryFn: async () => (await callEndpoint(session.client, 'ltiAccount', {})).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const name = account.data?.platformName;
  return name ? (
    <p className={styles.through}>
      <Trans>Signs in through {name}</Trans>
    </p>
  ) : null;
}

/**
 * What a person who came from an LMS may need above every page (decision 0031): "Open in a new
 * tab" inside the LMS's frame, linking to a Sparked account they already have when the LMS made
 * this one, and the way back to finishing a link. Loaded only when one applies (`lmsBarNeeds`).
 */
export function LmsAccountBar({ needs }: { needs: LmsBarNeeds }) {
  return (
    <div className={styles.bar}>
      {needs.madeByLms ? <SignsInThrough /> : null}
      {needs.madeByLms ? <LinkExistingAccount /> : null}
      {needs.finishLink ? (
        <Button asChild size="sm">
          <Link to="/lms-link">
            <Trans>Finish linking your LMS account</Trans>
          </Link>
        </Button>
      ) : null}
      {needs.framed ? <OpenInNewTab /> : null}
    </div>
  );
}
