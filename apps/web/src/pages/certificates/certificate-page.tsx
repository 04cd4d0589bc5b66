import { select, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Certificate, verificationResults } from '@sparked/contracts';
import { ApiError } from '@sparked/features/api-client';
import { certificateQueryOptions, verificationQueryOptions } from '@sparked/features/certificates';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { RevokeCertificate } from './revoke-certificate';

const route = getRouteApi('/_public/certificates/$id');
const issuedFormat = dateFormat('long date');

/** The server's answer on the credential, in a sentence. */
function credentialText(
  { result, reason }: { result: (typeof verificationResults)[number]; reason: string | null },
  { issuer }: Certificate,
): string {
  if (result === 'valid') {
    const issuerName = issuer.name;
    return t`Its Open Badges credential is signed by ${issuerName}, and the signature checks out.`;
  }
  const state = select(result, { revoked: 'revoked', invalid: 'invalid', other: 'unknown' });
  return reason ? t`Its credential is ${state}: ${reason}` : t`Its credential is ${state}.`;
}

/** The server's check of the credential behind the certificate, said plainly. */
function CredentialCheck({ certificate }: { certificate: Certificate }) {
  const { t } = useLingui();
  const { session } = useSession();
  const check = useQuery(verificationQueryOptions(session.client, certificate));
  if (check.isPending) return <Spinner label={t`Checking the signature`} />;
  if (check.isError) return <p className={styles.errorText}>{check.error.message}</p>;
  return <p className={styles.note}>{credentialText(check.data, certificate)}</p>;
}

function Verified({ certificate }: { certificate: Certificate }) {
  const { t } = useLingui();
  const { id } = certificate;
  const { title, version } = certificate.module;
  const valid = certificate.status === 'valid';
  const credentialFile = `data:application/vc+jwt,${encodeURIComponent(certificate.credential)}`;
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <p className={styles.inlineRow}>
          <Badge tone={valid ? 'success' : 'error'}>{valid ? t`Valid` : t`Revoked`}</Badge>
          <span className={styles.note}>
            <Trans>Certificate {id}</Trans>
          </span>
        </p>
        <h1 className={styles.title}>{certificate.module.title}</h1>
      </Stack>
      <Card>
        <dl className={styles.details}>
          <dt className={styles.term}>
            <Trans>Awarded to</Trans>
          </dt>
          <dd className={styles.definition}>{certificate.learner}</dd>
          <dt className={styles.term}>
            <Trans>For completing</Trans>
          </dt>
          <dd className={styles.definition}>
            <Trans>
              {title} (version {version})
            </Trans>
          </dd>
          <dt className={styles.term}>
            <Trans comment="The date a certificate was awarded on.">On</Trans>
          </dt>
          <dd className={styles.definition}>
            {issuedFormat.format(new Date(certificate.issuedAt))}
          </dd>
          <dt className={styles.term}>
            <Trans>Issued by</Trans>
          </dt>
          <dd className={styles.definition}>{certificate.issuer.name}</dd>
          {certificate.revokedReason ? (
            <>
              <dt className={styles.term}>
                <Trans>Revoked because</Trans>
              </dt>
              <dd className={styles.definition}>{certificate.revokedReason}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      <CredentialCheck certificate={certificate} />
      <RevokeCertificate certificate={certificate} />
      <Inline gap={3} wrap>
        <Button asChild>
          <a href={`/sparked-api/certificates/${certificate.id}/pdf`} download>
            <Trans>Download the PDF</Trans>
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={credentialFile} download={`certificate-${certificate.id}.jwt`}>
            <Trans>Download the Open Badges credential</Trans>
          </a>
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * A certificate's public verification page (`/certificates/{id}`), for anyone, signed in
 * or not: valid, revoked or unknown, what it was awarded for, and its PDF and credential.
 */
export function CertificatePage() {
  const { t } = useLingui();
  const { session } = useSession();
  const { id } = route.useParams();
  const certificate = useQuery(certificateQueryOptions(session.client, id));
  if (certificate.error instanceof ApiError && certificate.error.status === 404) {
    return (
      <Stack gap={4}>
        <h1 className={styles.title}>
          <Trans>Unknown certificate</Trans>
        </h1>
        <Card>
          <p className={styles.lead}>
            <Trans>
              Sparked issued no certificate with this id. Check the link, or ask its holder for it.
            </Trans>
          </p>
        </Card>
      </Stack>
    );
  }
  return (
    <QueryState
      query={certificate}
      loading={t`Checking the certificate`}
      what={t`The certificate`}
      title={t`Certificate`}
    >
      {(data) => <Verified certificate={data} />}
    </QueryState>
  );
}
