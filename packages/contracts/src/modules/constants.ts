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

/**
 * The licences an author can put a module under: all rights reserved (the default: nothing is
 * given away unless its authors say so), or a Creative Commons licence. The id is stored; the
 * name and address travel with the module's exports.
 */
export const moduleLicences = {
  'all-rights-reserved': { short: 'All rights reserved', name: 'All rights reserved', url: null },
  'cc-by-4.0': {
    short: 'CC BY 4.0',
    name: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  'cc-by-sa-4.0': {
    short: 'CC BY-SA 4.0',
    name: 'Creative Commons Attribution-ShareAlike 4.0 International',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'cc-by-nc-4.0': {
    short: 'CC BY-NC 4.0',
    name: 'Creative Commons Attribution-NonCommercial 4.0 International',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/',
  },
  'cc-by-nc-sa-4.0': {
    short: 'CC BY-NC-SA 4.0',
    name: 'Creative Commons Attribution-NonCommercial-ShareAlike 4.0 International',
    url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  },
  'cc-by-nd-4.0': {
    short: 'CC BY-ND 4.0',
    name: 'Creative Commons Attribution-NoDerivatives 4.0 International',
    url: 'https://creativecommons.org/licenses/by-nd/4.0/',
  },
  'cc-by-nc-nd-4.0': {
    short: 'CC BY-NC-ND 4.0',
    name: 'Creative Commons Attribution-NonCommercial-NoDerivatives 4.0 International',
    url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  },
  'cc0-1.0': {
    short: 'CC0 1.0 (public domain)',
    name: 'CC0 1.0 Universal Public Domain Dedication',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
} as const satisfies Record<string, { short: string; name: string; url: string | null }>;
export type ModuleLicence = keyof typeof moduleLicences;
export const moduleLicenceIds = Object.keys(moduleLicences) as [ModuleLicence, ...ModuleLicence[]];

/**
 * The licence a rights statement names (a package's LOM rights description: a licence's address
 * or its name), or null when it names none Sparked knows.
 */
export function licenceNamedIn(statement: string): ModuleLicence | null {
  const text = statement.toLowerCase();
  const byUrl = moduleLicenceIds.find((id) => {
    const url = moduleLicences[id].url;
    return url !== null && text.includes(url.replace(/^https:\/\//, '').replace(/\/$/, ''));
  });
  if (byUrl) return byUrl;
  // The longest name first: "Attribution-ShareAlike" also contains "Attribution".
  const byName = [...moduleLicenceIds]
    .filter((id) => moduleLicences[id].url !== null)
    .sort((a, b) => moduleLicences[b].name.length - moduleLicences[a].name.length)
    .find(
      (id) =>
        text.includes(moduleLicences[id].name.toLowerCase()) ||
        text.includes(moduleLicences[id].short.toLowerCase()),
    );
  return byName ?? null;
}
