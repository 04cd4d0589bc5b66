// Certificates: the public page, the credential check, the learner's list.
export {
  certificateKeys,
  certificateQueryOptions,
  myCertificatesQueryOptions,
  useRevokeCertificate,
  type Verification,
  verificationQueryOptions,
} from './api/certificate-queries';
