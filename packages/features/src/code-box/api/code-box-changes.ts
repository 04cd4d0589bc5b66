import type { CodeBox, HintLevel, ProjectCode, Specification } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { codeBoxKeys } from './code-box-queries';

/** One step of the code box's flow; each answers the whole box as it now is. */
export type CodeBoxStep =
  | { kind: 'respecify'; prompt?: string }
  | { kind: 'saveSpecification'; specification: Specification }
  | { kind: 'generateCode'; specificationVersion?: number }
  | { kind: 'saveCode'; code: ProjectCode }
  | { kind: 'feedback'; level: HintLevel; codeVersion?: number };

function send(client: ApiClient, id: string, step: CodeBoxStep) {
  const params = { id };
  switch (step.kind) {
    case 'respecify':
      return callEndpoint(client, 'generateSpecification', {
        body: { codeBoxId: id, ...(step.prompt ? { prompt: step.prompt } : {}) },
      });
    case 'saveSpecification':
      return callEndpoint(client, 'updateSpecification', {
        params,
        body: { specification: step.specification },
      });
    case 'generateCode':
      return callEndpoint(client, 'generateCode', {
        params,
        body: { specificationVersion: step.specificationVersion },
      });
    case 'saveCode':
      return callEndpoint(client, 'saveCode', { params, body: { code: step.code } });
    case 'feedback':
      return callEndpoint(client, 'codeFeedback', {
        params,
        body: { level: step.level, codeVersion: step.codeVersion },
      });
  }
}

/** Runs a step and puts the box it answers in the cache, so every panel shows the new version. */
export function useCodeBoxStep(client: ApiClient, id: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (step: CodeBoxStep, client): Promise<CodeBox> =>
      (await send(client, id, step)).data,
    onSuccess: (box) => {
      queryClient.setQueryData(codeBoxKeys.one(id), box);
      void queryClient.invalidateQueries({ queryKey: codeBoxKeys.list() });
    },
  });
}

/** Starts a code box from an idea. */
export function useCreateCodeBox(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (prompt: string, client): Promise<CodeBox> =>
      (await callEndpoint(client, 'createCodeBox', { body: { prompt } })).data,
    onSuccess: (box) => {
      queryClient.setQueryData(codeBoxKeys.one(box.id), box);
      void queryClient.invalidateQueries({ queryKey: codeBoxKeys.list() });
    },
  });
}

/** The document the preview runs for some code (its loops guarded), and the frame page to run it in. */
export type PreviewDocument = { document: string; frameUrl: string };

/** Asks for the preview of some code; a press of Run while one is asked for joins it. */
export function usePreviewDocument(client: ApiClient) {
  return useIntentMutation(client, {
    mutationFn: async (code: ProjectCode, client): Promise<PreviewDocument> =>
      (await callEndpoint(client, 'codePreview', { body: { code } })).data,
  });
}
