import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import type { CertificateService } from './service';

/** Certificates: public pages and checks, the learner's list, revocation by admins. */
export function registerCertificates(
  app: FastifyInstance,
  deps: { certificates: CertificateService },
) {
  const { certificates } = deps;

  app.endpoint(endpoints.certificate, async ({ params }) => ({
    data: await certificates.get(params.id),
  }));

  app.endpoint(endpoints.certificatePdf, async ({ params, reply }) => {
    const pdf = await certificates.pdf(params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="sparked-certificate-${params.id}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(Buffer.from(pdf));
  });

  app.endpoint(endpoints.verifyCredential, async ({ body }) => ({
    data: await certificates.verify(body.credential),
  }));

  app.endpoint(endpoints.myCertificates, async ({ user }) => ({
    data: await certificates.mine(user.id),
  }));

  app.endpoint(endpoints.revokeCertificate, async ({ params, body, user, request }) => ({
    data: await certificates.revoke(auditActorOf(request, user.id), params.id, body.reason),
  }));
}
