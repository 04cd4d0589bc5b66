import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';

/**
 * Uploads a SCORM zip into the module; the server checks and unpacks it and answers what its
 * manifest says. One picked file is one intent: a retry after a lost answer stores it once.
 */
export function useUploadScormPackage(client: ApiClient, moduleId: string) {
  return useIntentMutation(client, {
    mutationFn: async (file: File, client) => {
      const form = new FormData();
      form.append('file', file);
      return (await callEndpoint(client, 'uploadScormPackage', { params: { moduleId }, form }))
        .data;
    },
  });
}
