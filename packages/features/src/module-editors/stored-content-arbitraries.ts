import { richContentSchema } from '@sparked/contracts';
import { arbitraryOf } from '@sparked/contracts/testing';
import { keptBlockNode } from '@sparked/ui/rich-text-editor';
import type { Mark, Node, NodeType, Schema } from '@tiptap/pm/model';
import type { JSONContent } from '@tiptap/react';
import fc from 'fast-check';

/** Values an author's tools write, by attribute name; other attributes keep their default. */
const attrValues: Record<string, fc.Arbitrary<unknown>> = {
  level: fc.constantFrom(2, 3, 4),
  textAlign: fc.constantFrom(null, 'left', 'center', 'right', 'justify'),
  color: fc.constantFrom(null, '#1a7f37', '#ffeb3bcc'),
  backgroundColor: fc.constantFrom(null, '#fff59d', '#1a237e'),
  href: fc.constantFrom('https://example.org/page', '/academy', 'mailto:help@sparked.test'),
  src: fc.constantFrom('/sparked-api/module-images/leaf.webp', 'https://example.org/a.png'),
  alt: fc.string({ maxLength: 12 }),
  definition: fc.string({ maxLength: 20 }),
  language: fc.constantFrom(null, 'js', 'python'),
  start: fc.integer({ min: 1, max: 5 }),
};

const attrsOf = (specs: Record<string, { default?: unknown }> | undefined) =>
  fc.record(
    Object.fromEntries(
      Object.entries(specs ?? {}).map(([name, spec]) => [
        name,
        attrValues[name] ?? fc.constant(spec.default ?? null),
      ]),
    ),
  );

/**
 * Documents of the editor's own schema, generated from it: every node and mark it knows, with
 * attribute values its tools write, nested as its content rules allow. Each becomes valid by
 * `createAndFill`, which adds what a node needs around the generated children.
 */
function editorNodes(schema: Schema): fc.Arbitrary<Node[]> {
  const markArbitrary = fc
    .constantFrom(...Object.values(schema.marks))
    .chain((type) => attrsOf(type.spec.attrs).map((attrs) => type.create(attrs)));
  const text = fc
    .record({ text: fc.string({ minLength: 1, maxLength: 12 }), marks: fc.array(markArbitrary) })
    .map(({ text: value, marks }) =>
      schema.text(
        value,
        marks.reduce<readonly Mark[]>((set, mark) => mark.addToSet(set), []),
      ),
    );
  const types = Object.values(schema.nodes).filter(
    (type) => !['doc', 'text', keptBlockNode].includes(type.name),
  );
  const { node } = fc.letrec<{ node: Node }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      text,
      ...types.map((type: NodeType) =>
        fc
          .record({
            attrs: attrsOf(type.spec.attrs),
            // Text blocks get mostly text, so marks are well covered.
            children: fc.array(
              type.inlineContent
                ? fc.oneof({ arbitrary: text, weight: 5 }, { arbitrary: tie('node'), weight: 1 })
                : tie('node'),
              { maxLength: 3 },
            ),
          })
          .map(({ attrs, children }) => {
            const allowed = children
              .filter((child) => type.contentMatch.matchType(child.type) || child.isText)
              .map((child) =>
                child.isText
                  ? child.mark(child.marks.filter((mark) => type.allowsMarkType(mark.type)))
                  : child,
              );
            return (
              type.createAndFill(attrs, allowed) ?? type.createAndFill(attrs) ?? schema.text('x')
            );
          }),
      ),
    ),
  }));
  const topLevel = schema.topNodeType.contentMatch;
  return fc
    .array(node, { maxLength: 4 })
    .map((nodes) => nodes.filter((child) => topLevel.matchType(child.type)));
}

/** Stored form: as the editor writes it, or written by hand with defaults left out (the seed). */
const storedForm = (node: Node, terse: boolean): JSONContent => {
  const json = node.toJSON() as JSONContent;
  if (!terse) return json;
  const strip = (part: JSONContent): JSONContent => {
    const attrs = Object.entries(part.attrs ?? {}).filter(([, value]) => value !== null);
    const { attrs: _, ...rest } = part;
    return {
      ...rest,
      ...(attrs.length > 0 ? { attrs: Object.fromEntries(attrs) } : {}),
      ...(part.content ? { content: part.content.map(strip) } : {}),
    };
  };
  return strip(json);
};

const madeContent = (schema: Schema) =>
  fc
    .tuple(editorNodes(schema), fc.boolean())
    .map(([nodes, terse]) => nodes.map((node) => storedForm(node, terse)));

/** Documents the editor itself could have made, in either stored style. */
export const madeDocuments = (schema: Schema) =>
  madeContent(schema).map((content) => ({ type: 'doc', content }));

/**
 * Rich-text documents as the content contract allows them: made by the editor (in both stored
 * styles), derived from the contract's schema alone (mostly nodes no editor knows), and the two
 * interleaved in one document.
 */
export function storedDocuments(schema: Schema): fc.Arbitrary<unknown> {
  const made = madeContent(schema);
  const typeNames = fc.oneof(
    fc.constantFrom(...Object.keys(schema.nodes), ...Object.keys(schema.marks)),
    fc.string({ minLength: 1, maxLength: 8 }),
  );
  const derived = arbitraryOf(richContentSchema, {
    maxItems: 2,
    override: (zodSchema, key) =>
      key === 'type' && zodSchema._zod.def.type === 'string' ? typeNames : null,
  }).map((doc) => (doc as { content: unknown[] }).content);
  return fc
    .oneof(
      made,
      derived,
      fc
        .tuple(made, derived)
        .map(([ours, others]) => ours.flatMap((node, at) => [node, ...others.slice(at, at + 1)])),
    )
    .map((content) => ({ type: 'doc', content }));
}
