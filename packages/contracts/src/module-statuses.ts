/** Where a module is in its life (issue 12); without a schema, for pages that only filter by it. */
export const moduleStatuses = ['draft', 'published', 'archived'] as const;
export type ModuleStatus = (typeof moduleStatuses)[number];
