import { folderOf, PackageError, packagePath } from './package-reader';
import { attr, child, children, deepText, textOf, type XmlNode } from './xml';

/** A resource of the manifest with its files resolved inside the package. */
export interface ManifestResource {
  identifier: string;
  type: string;
  /** The file it starts at, resolved; null when it names none. */
  href: string | null;
  files: string[];
  /** Resources it depends on (a QTI's images, a page's shared files). */
  dependencies: string[];
}

/** The outline the import makes: sections of units of items, each item naming its resource. */
export interface ImportOutline {
  sections: {
    title: string;
    units: { title: string; items: { title: string; resource: string }[] }[];
  }[];
}

export interface Manifest {
  title: string;
  description: string;
  language: string | null;
  /** The rights statement (LOM rights description), '' when there is none. */
  rights: string;
  outline: ImportOutline;
  resources: Map<string, ManifestResource>;
}

const outside = (reference: string) =>
  new PackageError(
    /*i18n*/ {
      id: 'modules.import.manifest-points-outside',
      message: 'The manifest points outside the package: "{reference}".',
      values: { reference: reference.slice(0, 120) },
    },
  );

function readResources(root: XmlNode): Map<string, ManifestResource> {
  const base = attr(child(root, 'resources'), 'xml:base') || attr(child(root, 'resources'), 'base');
  const map = new Map<string, ManifestResource>();
  for (const resource of children(child(root, 'resources'), 'resource')) {
    const identifier = attr(resource, 'identifier');
    if (!identifier) continue;
    const own = attr(resource, 'xml:base') || attr(resource, 'base');
    const joined = [base, own].filter(Boolean).join('/');
    const folder = joined ? packagePath('', joined) : '';
    if (folder === null) throw outside(joined);
    const resolve = (reference: string) => {
      const path = packagePath(folder, reference);
      if (!path) throw outside(reference);
      return path;
    };
    const href = attr(resource, 'href');
    map.set(identifier, {
      identifier,
      type: attr(resource, 'type'),
      href: href ? resolve(href) : null,
      files: children(resource, 'file')
        .map((file) => attr(file, 'href'))
        .filter(Boolean)
        .map(resolve),
      dependencies: children(resource, 'dependency').map((dep) => attr(dep, 'identifierref')),
    });
  }
  return map;
}

type Item = { title: string; ref: string; items: Item[] };

function readItem(node: XmlNode): Item {
  return {
    title: deepText(node, 'title'),
    ref: attr(node, 'identifierref'),
    items: children(node, 'item').map(readItem),
  };
}

/** Every item with a resource under `item`, depth first: deeper nesting is flattened. */
const leaves = (item: Item): Item[] =>
  item.ref ? [item, ...item.items.flatMap(leaves)] : item.items.flatMap(leaves);

/**
 * The organization as sections and units. Sparked's own packages and Moodle's nest sections,
 * (units,) activities; Canvas nests modules then items. Any level of loose activities is put in
 * a unit named like the level that holds it, so every item has a place and the order is kept.
 */
function outlineOf(organization: XmlNode | undefined, fallbackTitle: string): ImportOutline {
  const top = organization ? children(organization, 'item').map(readItem) : [];
  // One untitled root item holds everything (as CC requires); some writers leave it out.
  const levels = top.length === 1 && !top[0]?.ref ? (top[0]?.items ?? []) : top;
  const sections: ImportOutline['sections'] = [];
  let loose: Item[] = [];
  const flushLoose = () => {
    if (loose.length === 0) return;
    sections.push({
      title: fallbackTitle,
      units: [{ title: fallbackTitle, items: loose.map(entry) }],
    });
    loose = [];
  };
  const entry = (item: Item) => ({ title: item.title, resource: item.ref });
  for (const item of levels) {
    if (item.ref) {
      loose.push(item);
      continue;
    }
    flushLoose();
    const title = item.title || fallbackTitle;
    const units: ImportOutline['sections'][number]['units'] = [];
    let direct: Item[] = [];
    const flushDirect = () => {
      if (direct.length) units.push({ title, items: direct.map(entry) });
      direct = [];
    };
    for (const inner of item.items) {
      if (inner.ref) {
        direct.push(inner);
        continue;
      }
      flushDirect();
      units.push({ title: inner.title || title, items: leaves(inner).map(entry) });
    }
    flushDirect();
    sections.push({ title, units });
  }
  flushLoose();
  return { sections };
}

/** Reads `imsmanifest.xml` (its root element, parsed): metadata, organization and resources. */
export function readManifest(document: XmlNode, fallbackTitle: string): Manifest {
  const root = child(document, 'manifest');
  if (!root)
    throw new PackageError(
      /*i18n*/ {
        id: 'modules.import.no-manifest-element',
        message: 'imsmanifest.xml has no manifest element.',
      },
    );
  const lom = child(child(root, 'metadata'), 'lom');
  const general = child(lom, 'general');
  const title =
    deepText(general, 'title/string') || textOf(child(general, 'title')) || fallbackTitle;
  const language = textOf(child(general, 'language')) || null;
  const description = deepText(general, 'description/string');
  const rights =
    deepText(lom, 'rights/description/string') ||
    textOf(child(child(lom, 'rights'), 'description'));
  const organization = child(child(root, 'organizations'), 'organization');
  return {
    title,
    description,
    language,
    rights,
    outline: outlineOf(organization, title),
    resources: readResources(root),
  };
}

export { folderOf };
