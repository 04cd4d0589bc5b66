import type { Database } from '../../db/database';
import type { EmbeddableHosts } from './embeddable-hosts';
import { createModuleActivities } from './module-activities';
import { createModuleDrafts } from './module-drafts';
import { createModuleOutline } from './module-outline';
import { createModulePublishing } from './module-publishing';

/** The authoring domain as its routes and the demo seed use it: one object of its use cases. */
export function createModuleService(deps: { db: Database; hosts: EmbeddableHosts }) {
  return {
    ...createModuleDrafts(deps),
    ...createModulePublishing(deps),
    ...createModuleOutline(deps),
    ...createModuleActivities(deps),
  };
}

export type ModuleService = ReturnType<typeof createModuleService>;
