import { Trans, useLingui } from '@lingui/react/macro';
import { type LtiPlatform, ltiCloseMessage } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isFramed } from '../../../shared/is-framed';
import * as styles from '../../../shared/page.css';
import { useLtiDynamicRegistration } from './lti-api';

const isCloseMessage = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { subject?: unknown }).subject === ltiCloseMessage.subject;

/**
 * Tells the LMS that opened this page that it may close it: the frame's parent, or the window
 * that opened this one (Sparked's page in the LMS's frame, which passes it on), then closes a
 * window Sparked opened.
 */
export function closeRegistrationWindow() {
  window.parent.postMessage(ltiCloseMessage, '*');
  const opener = window.opener as Window | null;
  if (opener && opener !== window) {
    opener.postMessage(ltiCloseMessage, window.location.origin);
    window.close();
  }
}

/** In the LMS's frame: passes the close message of the window it opened on to the LMS. */
function useRelayFromWindow(framed: boolean) {
  useEffect(() => {
    if (!framed) return;
    const relay = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isCloseMessage(event.data))
        window.parent.postMessage(ltiCloseMessage, '*');
    };
    window.addEventListener('message', relay);
    return () => window.removeEventListener('message', relay);
  }, [framed]);
}

/** In the LMS's frame and not signed in: the registration goes on in a window of its own. */
function OpenWindow() {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap={3} align="start">
      <p>
        <Trans>
          Sign in to Sparked as an administrator to register it with this LMS. Your LMS shows this
          page in a frame, where Sparked cannot sign you in: continue in a new window.
        </Trans>
      </p>
      <Button
        onClick={() => {
          // With its opener, so the window can tell this frame (and the LMS) when it is done.
          window.open(window.location.href, '_blank');
          setOpened(true);
        }}
      >
        <Trans>Continue in a new window</Trans>
      </Button>
      {opened ? (
        <p role="status">
          <Trans>Sign in and register in the new window; this one closes when that is done.</Trans>
        </p>
      ) : null}
    </Stack>
  );
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

function Registered({ platform }: { platform: LtiPlatform }) {
  return (
    <Stack gap={3} align="start">
      <p role="status">
        <Trans>
          Sparked is registered with {platform.name}. It waits for approval: approve it on LMS
          connections before its courses can launch Sparked.
        </Trans>
      </p>
      <Inline gap={3} align="center" wrap>
        <Link to="/educator/lti">
          <Trans>Go to LMS connections</Trans>
        </Link>
        <Button variant="secondary" size="sm" onClick={closeRegistrationWindow}>
          <Trans>Close this window</Trans>
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * LTI Dynamic Registration, the page the LMS opens (in a frame or a window) with its OpenID
 * configuration's address and a registration token. An admin signed in to Sparked presses
 * Register; Sparked registers itself with the LMS, the LMS waits for approval on LMS connections,
 * and the LMS is told to close the window.
 */
export function DynamicRegistrationPage({
  openidConfiguration,
  registrationToken,
}: {
  openidConfiguration?: string;
  registrationToken?: string;
}) {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const register = useLtiDynamicRegistration(session.client);
  const [platform, setPlatform] = useState<LtiPlatform | null>(null);
  const [framed] = useState(isFramed);
  useRelayFromWindow(framed);
  const start = async () => {
    if (!openidConfiguration) return;
    try {
      const registered = await register.mutateAsync({ openidConfiguration, registrationToken });
      setPlatform(registered);
      closeRegistrationWindow();
    } catch {
      // The card says why, beside the button to try again.
    }
  };
  const host = openidConfiguration ? hostOf(openidConfiguration) : '';
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Register Sparked with your LMS</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            LTI Dynamic Registration: Sparked adds itself to the LMS as an LTI 1.3 tool, and the LMS
            waits for an admin’s approval here before its courses can launch Sparked.
          </Trans>
        </p>
      </Stack>
      <Card as="section" heading={t`Registration`} headingLevel={2}>
        {!openidConfiguration ? (
          <Stack gap={3} align="start">
            <p>
              <Trans>
                This page is opened by the LMS, with the address of its configuration. Start
                “register a tool” in the LMS and give it the dynamic registration URL shown on LMS
                connections.
              </Trans>
            </p>
            <Link to="/educator/lti">
              <Trans>Go to LMS connections</Trans>
            </Link>
          </Stack>
        ) : !claims ? (
          <OpenWindow />
        ) : claims.user_role !== 'admin' ? (
          <p role="alert">
            <Trans>
              Only a Sparked administrator can register an LMS. Ask one to start the registration
              from the LMS.
            </Trans>
          </p>
        ) : platform ? (
          <Registered platform={platform} />
        ) : (
          <Stack gap={3} align="start">
            <p>
              <Trans>
                The LMS at <strong>{host}</strong> asks to add Sparked. Register only if you started
                this from your school’s LMS.
              </Trans>
            </p>
            {register.error ? (
              <p role="alert" className={styles.errorText}>
                {register.error.message}
              </p>
            ) : null}
            <Button loading={register.isPending} onClick={() => void start()}>
              {register.error ? t`Try again` : t`Register Sparked`}
            </Button>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
