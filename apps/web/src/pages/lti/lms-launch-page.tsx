import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@sparked/features/api-client';
import { type Session, useSession } from '@sparked/features/session';
import { useLingui } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { safeRedirectPath } from '../../app/sign-in-redirect';
import * as page from '../../shared/page.css';
import { takeHandOver } from './hand-over';

/** What a spent or old launch code says, in the language active now. */
export const expiredLaunchMessage = () =>
  t`This launch has expired: open the activity again from your course.`;

/** One exchange per code and attempt, however often React runs the effect. */
const exchanges = new Map<string, Promise<unknown>>();
function exchangeOnce(session: Session, code: string, attempt: number) {
  const key = `${attempt}:${code}`;
  let exchange = exchanges.get(key);
  if (!exchange) {
    exchange = session.startFromLaunch(code);
    exchanges.set(key, exchange);
  }
  return exchange;
}

type Outcome = 'signing-in' | 'expired' | 'unreachable';

/**
 * Where a launch from an LMS lands (decision 0031): the one-time code in the address fragment is
 * taken out of the address, exchanged for a session (kept in session storage, or in memory inside
 * an LMS frame that is denied storage), and the person goes on to the activity. A spent or old
 * code says to open the activity again from the course.
 */
export function LmsLaunchPage() {
  useLingui();
  const { session } = useSession();
  const navigate = useNavigate();
  const [handOver] = useState(() => takeHandOver());
  const [outcome, setOutcome] = useState<Outcome>(handOver ? 'signing-in' : 'expired');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!handOver) return;
    let current = true;
    exchangeOnce(session, handOver.code, attempt).then(
      () => {
        if (current) void navigate({ href: safeRedirectPath(handOver.to), replace: true });
      },
      (error: unknown) => {
        // A refused code (4xx) is spent or old; anything else may work on a second try.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (current) setOutcome(refused ? 'expired' : 'unreachable');
      },
    );
    return () => {
      current = false;
    };
  }, [handOver, session, navigate, attempt]);

  return (
    <div className={page.narrow}>
      <Card>
        <Stack gap={4}>
          {outcome === 'signing-in' ? (
            <>
              <h1 className={page.title}>
                <Trans>Opening Sparked</Trans>
              </h1>
              <Spinner label={t`Signing you in`} />
            </>
          ) : (
            <>
              <h1 className={page.title}>
                <Trans>Sparked could not sign you in</Trans>
              </h1>
              {outcome === 'expired' ? (
                <p role="alert" className={page.lead}>
                  {expiredLaunchMessage()}
                </p>
              ) : (
                <>
                  <p role="alert" className={page.lead}>
                    <Trans>
                      Sparked could not be reached. Check your connection and try again.
                    </Trans>
                  </p>
                  <Button
                    onClick={() => {
                      setOutcome('signing-in');
                      setAttempt((count) => count + 1);
                    }}
                  >
                    <Trans>Try again</Trans>
                  </Button>
                </>
              )}
            </>
          )}
        </Stack>
      </Card>
    </div>
  );
}
