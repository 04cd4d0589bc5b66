export { registerCertificates } from './register';
export type { CertificateService } from './service';
