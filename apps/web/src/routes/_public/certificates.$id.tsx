import { certificateQueryOptions } from '@sparked/features/certificates';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { CertificatePage } from '../../pages/certificates/certificate-page';

/** Anyone may check a certificate: the link on its PDF's QR code opens this page. */
export const Route = createFileRoute('/_public/certificates/$id')({
  staticData: { title: pageRow('/certificates/$id').title },
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(certificateQueryOptions(session.client, params.id)),
  component: CertificatePage,
});
