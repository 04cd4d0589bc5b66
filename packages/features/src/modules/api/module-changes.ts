import type { ModuleWithOutline } from '@sparked/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CallInput, callEndpoint, useIntentMutation } from '../../api-client';
import { movedOutline, type OutlineChange, type OutlineTarget } from '../model/outline-change';
import { moduleKeys } from './module-queries';

/** Answers of module calls carry the whole module, so the cache takes them as they are. */
function writeModule(queryClient: QueryClient, module: ModuleWithOutline) {
  queryClient.setQueryData(moduleKeys.detail(module.id), module);
  return queryClient.invalidateQueries({ queryKey: moduleKeys.lists() });
}

async function renameActivity(client: ApiClient, moduleId: string, id: string, title: string) {
  const params = { moduleId, activityId: id };
  const { data: activity } = await callEndpoint(client, 'activity', { params });
  await callEndpoint(client, 'updateActivity', {
    params,
    body: { title, baseUpdatedAt: activity.updatedAt },
  });
  return (await callEndpoint(client, 'module', { params: { moduleId } })).data;
}

async function rename(client: ApiClient, moduleId: string, target: OutlineTarget, title: string) {
  const body = { title };
  switch (target.kind) {
    case 'section':
      return callEndpoint(client, 'renameSection', {
        params: { moduleId, sectionId: target.id },
        body,
      });
    case 'unit':
      return callEndpoint(client, 'renameUnit', { params: { moduleId, unitId: target.id }, body });
    case 'activity':
      return { data: await renameActivity(client, moduleId, target.id, title) };
  }
}

function remove(client: ApiClient, moduleId: string, target: OutlineTarget) {
  switch (target.kind) {
    case 'section':
      return callEndpoint(client, 'deleteSection', { params: { moduleId, sectionId: target.id } });
    case 'unit':
      return callEndpoint(client, 'deleteUnit', { params: { moduleId, unitId: target.id } });
    case 'activity':
      return callEndpoint(client, 'deleteActivity', {
        params: { moduleId, activityId: target.id },
      });
  }
}

/** Sends one outline change; resolves the module as it now is and the new item's id, if any. */
export async function applyOutlineChange(
  client: ApiClient,
  moduleId: string,
  change: OutlineChange,
): Promise<{ module: ModuleWithOutline; createdId?: string }> {
  const params = { moduleId };
  switch (change.kind) {
    case 'add-section': {
      const { data } = await callEndpoint(client, 'createSection', {
        params,
        body: { title: change.title },
      });
      return { module: data.module, createdId: data.id };
    }
    case 'add-unit': {
      const body = { sectionId: change.sectionId, title: change.title };
      const { data } = await callEndpoint(client, 'createUnit', { params, body });
      return { module: data.module, createdId: data.id };
    }
    case 'add-activity': {
      const { unitId, type, title, content } = change;
      const body = { unitId, type, title, content };
      const { data } = await callEndpoint(client, 'createActivity', { params, body });
      return { module: data.module, createdId: data.id };
    }
    case 'rename':
      return { module: (await rename(client, moduleId, change.target, change.title)).data };
    case 'delete':
      return { module: (await remove(client, moduleId, change.target)).data };
    case 'move':
      return {
        module: (await callEndpoint(client, 'moveOutlineItem', { params, body: change.move })).data,
      };
  }
}

/**
 * Edits of one module's outline. A move shows at once (the drop lands where it was made) and the
 * server's answer then replaces it; a refused change re-reads the module so the page shows the
 * truth again.
 */
export function useOutlineChange(client: ApiClient, moduleId: string) {
  const queryClient = useQueryClient();
  const key = moduleKeys.detail(moduleId);
  return useIntentMutation(client, {
    mutationFn: (change: OutlineChange, client) => applyOutlineChange(client, moduleId, change),
    onMutate: async (change) => {
      if (change.kind !== 'move') return;
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ModuleWithOutline>(key, (module) =>
        module ? { ...module, sections: movedOutline(module.sections, change.move) } : module,
      );
    },
    onSuccess: ({ module }) => writeModule(queryClient, module),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** What an author can do to a whole module from the list or its settings. */
export type ModuleLifecycleAction = 'duplicate' | 'archive' | 'restore' | 'publish' | 'unpublish';

const lifecycleCalls = {
  duplicate: 'duplicateModule',
  archive: 'archiveModule',
  restore: 'restoreModule',
  publish: 'publishModule',
  unpublish: 'unpublishModule',
} as const;

/** Runs a lifecycle action; resolves the module it produced (the copy, for a duplicate). */
export function useModuleLifecycle(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (
      { action, moduleId }: { action: ModuleLifecycleAction; moduleId: string },
      client,
    ) => (await callEndpoint(client, lifecycleCalls[action], { params: { moduleId } })).data,
    onSuccess: (module) => writeModule(queryClient, module),
  });
}

/** Creates a module the caller owns, from its title and the details the create form asks. */
export function useCreateModule(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (body: CallInput<'createModule'>['body'], client) =>
      (await callEndpoint(client, 'createModule', { body })).data,
    onSuccess: (module) => writeModule(queryClient, module),
  });
}

/** Saves a module's details from its settings (owners and editors). */
export function useUpdateModule(client: ApiClient, moduleId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (body: CallInput<'updateModule'>['body'], client) =>
      (await callEndpoint(client, 'updateModule', { params: { moduleId }, body })).data,
    onSuccess: (module) => writeModule(queryClient, module),
  });
}
