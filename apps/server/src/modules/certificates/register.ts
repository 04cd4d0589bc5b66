import { endpoints } from '@sparked/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import type { CertificateService } from './service';

/**
 * What outside verifiers read is public, readable from any origin (a verifier may run in a
 * browser elsewhere) and cached briefly: a status list for a minute, so a revocation shows within
 * one; keys, the issuer and achievements for five.
 */
const forVerifiers = (reply: FastifyReply, maxAge: number) =>
  reply
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');

/**
 * Certificates: public pages and checks, the learner's list, revocation by admins, and what an
 * Open Badges verifier dereferences (decision 0027).
 */
export function registerCertificates(
  app: FastifyInstance,
  deps: { certificates: CertificateService },
) {
  const { certificates } = deps;

  app.endpoint(endpoints.certificate, async ({ params }) => ({
    data: await certificates.get(params.id),
  }));

  app.endpoint(endpoints.certificatePdf, async ({ params, reply, request }) => {
    const pdf = await certificates.pdf(params.id, request.headers['accept-language']);
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

  app.endpoint(endpoints.openBadgeIssuer, async ({ reply }) => {
    forVerifiers(reply, 300);
    return certificates.issuerProfile();
  });

  app.endpoint(endpoints.openBadgeAchievement, async ({ params, reply }) => {
    const achievement = await certificates.achievement(params.moduleId);
    forVerifiers(reply, 300);
    return achievement;
  });

  app.endpoint(endpoints.openBadgeKey, async ({ params, reply }) => {
    const key = await certificates.publicKey(params.keyId);
    forVerifiers(reply, 300);
    return key;
  });

  app.endpoint(endpoints.openBadgeStatusList, async ({ params, reply }) => {
    const list = await certificates.statusList(Number(params.listId));
    return forVerifiers(reply, 60).type('application/vc+jwt').send(list);
  });

  // Certificates issued before credentials carried a status entry are re-issued once the server
  // is up (decision 0027); a failure is logged and tried again at the next start.
  app.addHook('onReady', async () => {
    try {
      const reissued = await certificates.reissueWithoutStatus();
      if (reissued) app.log.info({ reissued }, 'certificates re-issued with a status entry');
    } catch (error) {
      app.log.error({ err: error }, 'certificates could not be re-issued with a status entry');
    }
  });

  app.endpoint(endpoints.revokeCertificate, async ({ params, body, user, request }) => ({
    data: await certificates.revoke(auditActorOf(request, user.id), params.id, body.reason),
  }));
}
