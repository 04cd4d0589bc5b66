import { Trans, useLingui } from '@lingui/react/macro';
import { isLmsPlaceholderEmail } from '@sparked/contracts';
import { ApiError, callEndpoint } from '@sparked/features/api-client';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import * as page from '../../shared/page.css';
import { linkTicket } from './link-ticket';

/**
 * Linking the LMS identity a person came with to their own Sparked account, once (decision
 * 0031). Signed in as the account the LMS made, with its ticket: the page signs it out and has
 * them sign in to their Sparked account, coming back here (the guard's own way back, so nothing
 * else can send them elsewhere). Signed in to that account: it says which one and links on a click.
 */
export function LmsLinkPage() {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const email = claims?.email;
  const navigate = useNavigate();
  const [ticket] = useState(() => linkTicket.read());
  const [linkedTo, setLinkedTo] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const link = async () => {
    if (!ticket) return;
    setPending(true);
    setProblem(undefined);
    try {
      const { data } = await callEndpoint(session.client, 'linkLtiAccount', {
        body: { ticket },
        idempotencyKey,
      });
      linkTicket.forget();
      setLinkedTo(data.platformName);
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : t`Sparked could not be reached. Try again.`,
      );
    } finally {
      setPending(false);
    }
  };

  const signInToOwnAccount = async () => {
    if (!ticket) return;
    setPending(true);
    await session.logout();
    // Signing out cleared the session storage: the ticket goes back in.
    linkTicket.keep(ticket);
    await navigate({ to: '/sign-in', search: { redirect: '/lms-link' } });
  };

  let body: ReactNode;
  if (ticket && claims && isLmsPlaceholderEmail(claims.email)) {
    body = (
      <>
        <p className={page.lead}>
          <Trans>
            Sign in to the Sparked account you already have. Launches from your course will then
            open in that account.
          </Trans>
        </p>
        <Button onClick={() => void signInToOwnAccount()} loading={pending}>
          <Trans>Sign in to my Sparked account</Trans>
        </Button>
      </>
    );
  } else if (linkedTo) {
    body = (
      <p role="status" className={page.lead}>
        <Trans>
          Your {linkedTo} account is linked to this Sparked account. Open the activity again from
          your course: it opens in this account from now on.
        </Trans>
      </p>
    );
  } else if (!ticket) {
    body = (
      <p role="alert" className={page.lead}>
        <Trans>
          There is no link request here. Open the activity again from your course and choose “I
          already have a Sparked account” there.
        </Trans>
      </p>
    );
  } else {
    body = (
      <>
        <p className={page.lead}>
          <Trans>
            Launches from your course will sign you in as <strong>{email}</strong>. This can be done
            once.
          </Trans>
        </p>
        {problem ? (
          <p role="alert" className={page.errorText}>
            {problem}
          </p>
        ) : null}
        <Button onClick={() => void link()} loading={pending}>
          <Trans>Link my LMS account</Trans>
        </Button>
      </>
    );
  }
  return (
    <div className={page.narrow}>
      <Card>
        <Stack gap={4}>
          <h1 className={page.title}>
            <Trans>Link your LMS account</Trans>
          </h1>
          {body}
          <Link to="/">
            <Trans>Go to your start page</Trans>
          </Link>
        </Stack>
      </Card>
    </div>
  );
}
