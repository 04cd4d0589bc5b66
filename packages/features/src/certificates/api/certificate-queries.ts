import type { Certificate } from '@sparked/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CallResult, callEndpoint, useIntentMutation } from '../../api-client';

export type Verification = CallResult<'verifyCredential'>['data'];

export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  one: (id: string) => [...certificateKeys.all, id] as const,
  verification: (id: string) => [...certificateKeys.one(id), 'verification'] as const,
};

/** A certificate as its public page shows it (no sign-in). */
export const certificateQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: certificateKeys.one(id),
    queryFn: async (): Promise<Certificate> =>
      (await callEndpoint(client, 'certificate', { params: { id } })).data,
  });

/**
 * The server's check of a certificate's credential: the signature against the published keys,
 * the issuer, and revocation. What the page shows as "verified".
 */
export const verificationQueryOptions = (client: ApiClient, certificate: Certificate) =>
  queryOptions({
    queryKey: certificateKeys.verification(certificate.id),
    queryFn: async (): Promise<Verification> =>
      (
        await callEndpoint(client, 'verifyCredential', {
          body: { credential: certificate.credential },
        })
      ).data,
  });

/** The signed-in learner's certificates, newest first. */
export const myCertificatesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: async (): Promise<Certificate[]> =>
      (await callEndpoint(client, 'myCertificates')).data,
  });

/** An admin revokes a certificate with a reason; its page and checks say so from then on. */
export function useRevokeCertificate(client: ApiClient, id: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (reason: string, client) =>
      (await callEndpoint(client, 'revokeCertificate', { params: { id }, body: { reason } })).data,
    onSuccess: (certificate) => {
      queryClient.setQueryData(certificateKeys.one(id), certificate);
      return queryClient.invalidateQueries({ queryKey: certificateKeys.verification(id) });
    },
  });
}
