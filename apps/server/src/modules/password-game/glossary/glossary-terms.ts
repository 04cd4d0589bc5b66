import {
  type GlossaryEntry,
  glossaryLimits,
  glossaryTermMark,
  type RichNode,
} from '@sparked/contracts';

const definitionOf = (node: RichNode): string | null => {
  const mark = node.marks?.find((candidate) => candidate.type === glossaryTermMark);
  if (!mark) return null;
  const definition = mark.attrs?.definition;
  return typeof definition === 'string' ? definition.trim() : '';
};

/**
 * The terms marked in any rich text inside an activity's content (e-book blocks, pages, callouts),
 * in reading order. Neighbouring text under the same mark is one term: "carbon **dioxide**" is
 * stored as two text nodes.
 */
function collect(value: unknown, into: GlossaryEntry[]) {
  if (Array.isArray(value)) {
    let open: GlossaryEntry | null = null;
    for (const item of value) {
      const node = item as RichNode;
      const definition = node && node.type === 'text' ? definitionOf(node) : null;
      if (definition === null) {
        open = null;
        collect(item, into);
      } else if (open && open.definition === definition) {
        open.term += node.text ?? '';
      } else {
        open = { term: node.text ?? '', definition };
        into.push(open);
      }
    }
  } else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) collect(child, into);
  }
}

/**
 * A module's glossary from its activities' content: each term once (the first place it is marked
 * gives its definition), tidied, and within the glossary's limits.
 */
export function glossaryOf(contents: readonly unknown[]): GlossaryEntry[] {
  const found: GlossaryEntry[] = [];
  for (const content of contents) collect(content, found);
  const seen = new Set<string>();
  const entries: GlossaryEntry[] = [];
  for (const { term, definition } of found) {
    const tidy = term.replace(/\s+/g, ' ').trim();
    const key = tidy.toLocaleLowerCase();
    if (!tidy || tidy.length > glossaryLimits.maxTermLength || seen.has(key)) continue;
    seen.add(key);
    entries.push({
      term: tidy,
      definition: definition.slice(0, glossaryLimits.maxDefinitionLength),
    });
  }
  return entries;
}
