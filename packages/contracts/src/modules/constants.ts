/**
 * Where a module is in its life and its levels; without schemas, for pages that only
 * filter by them (the module list, the academy).
 */
export const moduleStatuses = ['draft', 'published', 'archived'] as const;
export type ModuleStatus = (typeof moduleStatuses)[number];

export const moduleLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type ModuleLevel = (typeof moduleLevels)[number];

/**
 * The file name of a module's Common Cartridge: its title in lower-case ASCII letters and digits,
 * never empty. The server names the download with it and the page saves it under the same name.
 */
export function cartridgeFileName(title: string, kind: 'full' | 'links' = 'full'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'module'}${kind === 'links' ? '-lti-links' : ''}.imscc`;
}

/**
 * Where a Thin Common Cartridge's links point (`/lms/modules/{moduleId}/activities/{activityId}`):
 * no class in it, as the course it lands in is only known at launch, where it becomes the player's
 * address in that course's class.
 */
export function lmsLinkPath(moduleId: string, activityId?: string): string {
  return `/lms/modules/${moduleId}${activityId ? `/activities/${activityId}` : ''}`;
}
