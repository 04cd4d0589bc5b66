import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';

/**
 * Stores an image in the module; the server checks, re-encodes and names it. One picked file is
 * one intent: a retry after a lost answer repeats its key, so the module holds the image once.
 */
export function useUploadModuleImage(client: ApiClient, moduleId: string) {
  return useIntentMutation(client, {
    mutationFn: async (file: File, client) => {
      const form = new FormData();
      form.append('file', file);
      return (await callEndpoint(client, 'uploadModuleImage', { params: { moduleId }, form })).data;
    },
  });
}
