import path from 'node:path/posix';
import type { ScormVersion } from '@sparked/contracts';
import { XMLParser } from 'fast-xml-parser';
import { PackageRefused } from './safe-unzip';

/** What Sparked needs from imsmanifest.xml to play a package. */
export type ScormManifest = {
  version: ScormVersion;
  title: string;
  /** The launchable SCO's file, relative to the package root, with its parameters. */
  launch: string;
  /** The file itself (no query or fragment), to check it is in the package. */
  launchFile: string;
  /** Percent needed to pass, when the manifest names one. */
  masteryScore: number | null;
};

type Node = Record<string, unknown>;

/**
 * Entities are never expanded and a document type is refused outright: a manifest needs
 * neither, and refusing them closes external entities and billion-laughs before any parsing.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['organization', 'item', 'resource', 'file', 'objective'].includes(name),
});

const list = (value: unknown): Node[] =>
  Array.isArray(value)
    ? (value as Node[])
    : value && typeof value === 'object'
      ? [value as Node]
      : [];
const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return '';
};
const attr = (node: Node | undefined, name: string): string =>
  typeof node?.[`@${name}`] === 'string' ? (node[`@${name}`] as string).trim() : '';
/** An attribute whose name differs in case between 1.2 and 2004 (scormtype, scormType). */
const attrAnyCase = (node: Node, name: string): string => {
  const key = Object.keys(node).find((candidate) => candidate.toLowerCase() === `@${name}`);
  return key ? text(node[key]) : '';
};

function detectVersion(xml: string, root: Node): ScormVersion {
  const schemaVersion = text((root.metadata as Node | undefined)?.schemaversion).toLowerCase();
  if (schemaVersion === '1.2') return '1.2';
  if (schemaVersion.includes('2004') || schemaVersion.startsWith('cam 1.3')) return '2004';
  if (/adlcp_v1p3|imsss|adlseq_v1p3|adlnav_v1p3/.test(xml)) return '2004';
  if (/adlcp_rootv1p2|imscp_rootv1p1p2/.test(xml)) return '1.2';
  throw new PackageRefused(
    /*i18n*/ {
      id: 'scorm.which-scorm',
      message:
        'The manifest does not say which SCORM it is (no schemaversion and no SCORM namespaces).',
    },
  );
}

/** The first item, depth first, that refers to a resource (the organization's first SCO). */
function firstLaunchable(items: Node[], resources: Map<string, Node>): Node | undefined {
  for (const item of items) {
    const ref = attr(item, 'identifierref');
    const resource = ref ? resources.get(ref) : undefined;
    if (resource && attr(resource, 'href') && attrAnyCase(resource, 'scormtype') !== 'asset')
      return item;
    const inner = firstLaunchable(list(item.item), resources);
    if (inner) return inner;
  }
  return undefined;
}

/** 1.2: adlcp:masteryscore (0–100); 2004: the primary objective's minNormalizedMeasure (−1–1). */
function masteryOf(item: Node, version: ScormVersion): number | null {
  if (version === '1.2') {
    const value = Number.parseFloat(text(item.masteryscore));
    return Number.isFinite(value) && value >= 0 && value <= 100 ? value : null;
  }
  const objectives = (item.sequencing as Node | undefined)?.objectives as Node | undefined;
  const primary = list(objectives?.primaryObjective)[0];
  if (!primary || attr(primary, 'satisfiedByMeasure') !== 'true') return null;
  const measure = Number.parseFloat(text(primary.minNormalizedMeasure));
  return Number.isFinite(measure) && measure >= 0 && measure <= 1
    ? Math.round(measure * 10_000) / 100
    : null;
}

/** A launch address inside the package, or a refusal: never absolute, never above the root. */
function insidePackage(base: string, href: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('\\'))
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.launches-no-file',
        message: 'The manifest launches "{name}", which is not a file in the package.',
        values: { name: href.slice(0, 80) },
      },
    );
  const joined = path.normalize(path.join(base, href));
  if (joined.startsWith('../') || joined === '..' || joined.startsWith('/'))
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.launches-outside',
        message: 'The manifest launches a file outside the package.',
      },
    );
  return joined;
}

/** Reads the manifest: version, the default organization's first SCO, its title and mastery. */
export function parseManifest(xml: string): ScormManifest {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.document-type',
        message: 'The manifest declares a document type or entities; SCORM needs neither.',
      },
    );
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.manifest-not-xml',
        message: 'imsmanifest.xml is not well-formed XML: {detail}',
        values: { detail: (error as Error).message.slice(0, 120) },
      },
    );
  }
  const root = document.manifest as Node | undefined;
  if (!root || typeof root !== 'object')
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.no-manifest-element',
        message: 'imsmanifest.xml has no <manifest> element.',
      },
    );
  const version = detectVersion(xml, root);
  const organizations = root.organizations as Node | undefined;
  const all = list(organizations?.organization);
  const chosen =
    all.find(
      (organization) => attr(organization, 'identifier') === attr(organizations, 'default'),
    ) ?? all[0];
  if (!chosen)
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.no-organization',
        message: 'The manifest has no organization to launch.',
      },
    );
  const resourcesNode = root.resources as Node | undefined;
  const resources = new Map(
    list(resourcesNode?.resource).map((resource) => [attr(resource, 'identifier'), resource]),
  );
  const item = firstLaunchable(list(chosen.item), resources);
  if (!item)
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.no-item-launches',
        message: 'The manifest’s organization has no item that launches a SCO.',
      },
    );
  const resource = resources.get(attr(item, 'identifierref')) as Node;
  const base = [attr(resourcesNode, 'base'), attr(resource, 'base')].filter(Boolean).join('/');
  const href = attr(resource, 'href');
  const [file = '', query = ''] = href.split(/(?=[?#])/);
  const launchFile = insidePackage(base, decodeURI(file));
  const parameters = attr(item, 'parameters');
  let launch = launchFile + query;
  if (parameters) {
    const suffix = parameters.replace(/^[?&]/, '');
    launch += (launch.includes('?') ? '&' : '?') + suffix;
  }
  const title = (text(chosen.title) || text(item.title) || 'SCORM package').slice(0, 200);
  return { version, title, launch, launchFile, masteryScore: masteryOf(item, version) };
}
