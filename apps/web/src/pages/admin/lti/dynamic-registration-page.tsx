import { type LtiPlatform, ltiCloseMessage } from '@sparked/contracts';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as styles from '../../../shared/page.css';
import { useLtiDynamicRegistration } from './lti-api';

/** Tells the LMS that opened this page (in a frame or a window) that it may close it. */
export function closeRegistrationWindow() {
  window.parent.postMessage(ltiCloseMessage, '*');
  if (window.opener && window.opener !== window)
    (window.opener as Window).postMessage(ltiCloseMessage, '*');
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
        Sparked is registered with {platform.name}. It waits for approval: approve it on LMS
        connections before its courses can launch Sparked.
      </p>
      <Inline gap={3} align="center" wrap>
        <Link to="/educator/lti">Go to LMS connections</Link>
        <Button variant="secondary" size="sm" onClick={closeRegistrationWindow}>
          Close this window
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
  const { session } = useSession();
  const register = useLtiDynamicRegistration(session.client);
  const [platform, setPlatform] = useState<LtiPlatform | null>(null);
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
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>Register Sparked with your LMS</h1>
        <p className={styles.lead}>
          LTI Dynamic Registration: Sparked adds itself to the LMS as an LTI 1.3 tool, and the LMS
          waits for an admin’s approval here before its courses can launch Sparked.
        </p>
      </Stack>
      <Card as="section" heading="Registration" headingLevel={2}>
        {!openidConfiguration ? (
          <Stack gap={3} align="start">
            <p>
              This page is opened by the LMS, with the address of its configuration. Start “register
              a tool” in the LMS and give it the dynamic registration URL shown on LMS connections.
            </p>
            <Link to="/educator/lti">Go to LMS connections</Link>
          </Stack>
        ) : platform ? (
          <Registered platform={platform} />
        ) : (
          <Stack gap={3} align="start">
            <p>
              The LMS at <strong>{hostOf(openidConfiguration)}</strong> asks to add Sparked.
              Register only if you started this from your school’s LMS.
            </p>
            {register.error ? (
              <p role="alert" className={styles.errorText}>
                {register.error.message}
              </p>
            ) : null}
            <Button loading={register.isPending} onClick={() => void start()}>
              {register.error ? 'Try again' : 'Register Sparked'}
            </Button>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
