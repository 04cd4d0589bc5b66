import { domainPlugin } from '../core/platform';
import { registerCertificates } from './register';
import { type CertificateService, createCertificateService } from './service';

export type { CertificateService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues a module's certificate when learning completes it. */
    certificates: CertificateService;
  }
}

export const certificatesPlugin = domainPlugin(
  { name: 'certificates', publishes: true },
  (app, { db, config, keys, now }) => {
    const certificates = createCertificateService({
      db,
      keys,
      issuer: { url: config.publicUrl, name: 'Sparked' },
      now,
    });
    app.decorate('certificates', certificates);
    registerCertificates(app, { certificates });
  },
);
