import { type ApiClient, callEndpoint } from '../../api-client';

/** Stores an image in the module; the server checks, re-encodes and names it. */
export async function uploadModuleImage(client: ApiClient, moduleId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await callEndpoint(client, 'uploadModuleImage', { params: { moduleId }, form })).data;
}
