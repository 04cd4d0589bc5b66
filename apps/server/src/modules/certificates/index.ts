export type { CertificateService } from './service';
