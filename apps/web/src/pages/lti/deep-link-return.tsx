import { Trans } from '@lingui/react/macro';
import { apiPrefixes } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { Stack } from '@sparked/ui/stack';
import { useEffect, useRef } from 'react';
import * as page from '../../shared/page.css';

/** Sparked's relay: it posts only the answer it signed and kept for this request to the LMS. */
export const deepLinkReturnAction = `${apiPrefixes.lti}/deep-link-return`;

/**
 * The signed answer on its way back to the course, as an LTI tool sends it: a form that submits
 * itself (through Sparked's relay, whose page may post to the LMS), with a button in case the
 * browser does not.
 */
export function DeepLinkReturn({ requestId, jwt }: { requestId: string; jwt: string }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={deepLinkReturnAction}>
      <input type="hidden" name="request" value={requestId} />
      <input type="hidden" name="JWT" value={jwt} />
      <Stack gap={3} align="start">
        <p className={page.lead} role="status">
          <Trans>Adding your choice to the course…</Trans>
        </p>
        <Button type="submit" variant="secondary">
          <Trans>Continue to your course</Trans>
        </Button>
      </Stack>
    </form>
  );
}
