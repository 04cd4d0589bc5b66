import { Trans, useLingui } from '@lingui/react/macro';
import type { Certificate } from '@sparked/contracts';
import { useRevokeCertificate } from '@sparked/features/certificates';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { type FormEvent, useState } from 'react';

/**
 * Revoking a certificate (admins), with the reason the page and the learner will read. Shown on
 * the certificate's own page, to an admin signed in, while it is valid.
 */
export function RevokeCertificate({ certificate }: { certificate: Certificate }) {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const revoke = useRevokeCertificate(session.client, certificate.id);
  const [reason, setReason] = useState('');
  if (claims?.user_role !== 'admin' || certificate.status === 'revoked') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    revoke.mutate(reason.trim());
  };
  return (
    <Card as="section" heading={t`Revoke (admins)`} headingLevel={2}>
      <form onSubmit={submit}>
        <Stack gap={3} align="start">
          <TextField
            label={t`Why it is revoked`}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            description={t`The certificate's page and the learner's list show this.`}
            error={revoke.error?.message}
          />
          <Button type="submit" variant="secondary" loading={revoke.isPending}>
            <Trans>Revoke this certificate</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
