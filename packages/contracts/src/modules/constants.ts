/**
 * Where a module is in its life and its levels; without schemas, for pages that only
 * filter by them (the module list, the academy).
 */
export const moduleStatuses = ['draft', 'published', 'archived'] as const;
export type ModuleStatus = (typeof moduleStatuses)[number];

export const moduleLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type ModuleLevel = (typeof moduleLevels)[number];
