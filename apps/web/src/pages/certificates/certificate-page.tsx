import type { Certificate } from '@sparked/contracts';
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

/** The server's check of the credential behind the certificate, said plainly. */
function CredentialCheck({ certificate }: { certificate: Certificate }) {
  const { session } = useSession();
  const check = useQuery(verificationQueryOptions(session.client, certificate));
  if (check.isPending) return <Spinner label="Checking the signature" />;
  if (check.isError) return <p className={styles.errorText}>{check.error.message}</p>;
  const { result, reason } = check.data;
  return (
    <p className={styles.note}>
      {result === 'valid'
        ? `Its Open Badges credential is signed by ${certificate.issuer.name}, and the signature checks out.`
        : `Its credential is ${result}${reason ? `: ${reason}` : '.'}`}
    </p>
  );
}

function Verified({ certificate }: { certificate: Certificate }) {
  const valid = certificate.status === 'valid';
  const credentialFile = `data:application/vc+jwt,${encodeURIComponent(certificate.credential)}`;
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <p className={styles.inlineRow}>
          <Badge tone={valid ? 'success' : 'error'}>{valid ? 'Valid' : 'Revoked'}</Badge>
          <span className={styles.note}>Certificate {certificate.id}</span>
        </p>
        <h1 className={styles.title}>{certificate.module.title}</h1>
      </Stack>
      <Card>
        <dl className={styles.details}>
          <dt className={styles.term}>Awarded to</dt>
          <dd className={styles.definition}>{certificate.learner}</dd>
          <dt className={styles.term}>For completing</dt>
          <dd className={styles.definition}>
            {certificate.module.title} (version {certificate.module.version})
          </dd>
          <dt className={styles.term}>On</dt>
          <dd className={styles.definition}>
            {issuedFormat.format(new Date(certificate.issuedAt))}
          </dd>
          <dt className={styles.term}>Issued by</dt>
          <dd className={styles.definition}>{certificate.issuer.name}</dd>
          {certificate.revokedReason ? (
            <>
              <dt className={styles.term}>Revoked because</dt>
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
            Download the PDF
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={credentialFile} download={`certificate-${certificate.id}.jwt`}>
            Download the Open Badges credential
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
  const { session } = useSession();
  const { id } = route.useParams();
  const certificate = useQuery(certificateQueryOptions(session.client, id));
  if (certificate.error instanceof ApiError && certificate.error.status === 404) {
    return (
      <Stack gap={4}>
        <h1 className={styles.title}>Unknown certificate</h1>
        <Card>
          <p className={styles.lead}>
            Sparked issued no certificate with this id. Check the link, or ask its holder for it.
          </p>
        </Card>
      </Stack>
    );
  }
  return (
    <QueryState
      query={certificate}
      loading="Checking the certificate"
      what="The certificate"
      title="Certificate"
    >
      {(data) => <Verified certificate={data} />}
    </QueryState>
  );
}
