import type { Schema } from '@tiptap/pm/model';
import type { JSONContent } from '@tiptap/react';
import { keptBlockNode } from './kept-block';

type Attrs = Record<string, unknown>;

/** Where a node's or mark's attributes and their defaults come from in the schema. */
const attrSpecs = (schema: Schema, kind: 'nodes' | 'marks', type: string) =>
  (schema[kind][type]?.spec.attrs ?? {}) as Record<string, { default?: unknown }>;

/** Attributes without those at their default: a stored `{}` and the editor's defaults agree. */
function meaningfulAttrs(schema: Schema, kind: 'nodes' | 'marks', type: string, attrs?: Attrs) {
  const specs = attrSpecs(schema, kind, type);
  const kept = Object.entries(attrs ?? {}).filter(
    ([name, value]) => !(name in specs && specs[name]?.default === value),
  );
  return kept.length > 0 ? Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b))) : null;
}

/**
 * A node in a form two equivalent documents share: default attributes left out, marks as a set,
 * an empty content list as none, neighbouring texts with the same marks joined (the editor joins
 * them too).
 */
function comparable(schema: Schema, node: JSONContent): unknown {
  const marks = (node.marks ?? [])
    .map((mark) =>
      JSON.stringify([mark.type, meaningfulAttrs(schema, 'marks', mark.type, mark.attrs)]),
    )
    .sort();
  const content: { text?: string; marks?: string[] }[] = [];
  for (const child of node.content ?? []) {
    const shape = comparable(schema, child) as { text?: string; marks?: string[] };
    const last = content.at(-1);
    if (shape.text !== undefined && last?.text !== undefined && same(last.marks, shape.marks))
      last.text += shape.text;
    else content.push(shape);
  }
  return {
    type: node.type,
    attrs: node.type ? meaningfulAttrs(schema, 'nodes', node.type, node.attrs) : null,
    marks,
    text: node.text,
    content,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The node as the editor holds it, if the editor shows all of it as it is; otherwise null. */
function editableForm(schema: Schema, node: JSONContent): JSONContent | null {
  if (node.type === keptBlockNode) return null;
  try {
    const doc = schema.nodeFromJSON({ type: 'doc', content: [node] });
    doc.check();
    const held = doc.firstChild?.toJSON() as JSONContent;
    return same(comparable(schema, held), comparable(schema, node)) ? held : null;
  } catch {
    // Unknown node or mark types, content a node may not hold, empty texts: kept as stored.
    return null;
  }
}

export type OpenedDocument = {
  /** What the editor loads: the stored nodes it can show, and kept blocks for the others. */
  content: JSONContent;
  /** The document to store for what the editor holds now; untouched nodes come back as stored. */
  toStored: (held: JSONContent) => JSONContent;
};

/**
 * Opens a stored document for editing without losing anything: nodes the editor shows exactly
 * are loaded as they are, the rest become read-only kept blocks holding the stored JSON, and
 * saving gives back every untouched node byte for byte, so open → save is the identity.
 */
export function openDocument(schema: Schema, stored: JSONContent | undefined): OpenedDocument {
  const untouched = new Map<string, JSONContent[]>();
  const remember = (held: JSONContent, original: JSONContent) => {
    const key = JSON.stringify(held);
    untouched.set(key, [...(untouched.get(key) ?? []), original]);
  };
  const nodes = (stored?.content ?? []).map((node) => {
    const held = editableForm(schema, node) ?? {
      type: keptBlockNode,
      attrs: { stored: JSON.stringify(node) },
    };
    remember(held, node);
    return held;
  });
  // The editor needs one block to type in; left empty, it is not saved.
  const filler = schema.nodes.paragraph?.create().toJSON() as JSONContent;
  const content = nodes.length > 0 ? nodes : [filler];
  return {
    content: { type: 'doc', content },
    toStored: (held) => {
      const originals = new Map([...untouched].map(([key, list]) => [key, [...list]]));
      const saved = (held.content ?? []).map((node) => {
        if (node.type === keptBlockNode) return JSON.parse(String(node.attrs?.stored));
        return originals.get(JSON.stringify(node))?.shift() ?? node;
      });
      const emptied = nodes.length === 0 && saved.length === 1 && same(saved[0], filler);
      return { ...stored, type: 'doc', content: emptied ? [] : saved };
    },
  };
}
