import { t } from '@lingui/core/macro';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import { Node } from '@tiptap/react';

/** The node's name; a stored node of this name is itself kept, never taken for one of ours. */
export const keptBlockNode = 'keptBlock';

type StoredNode = { type?: unknown; text?: unknown; content?: unknown };

/**
 * A stored node as learners read it, text and line breaks only: the player shows the same text,
 * so the author sees what the learner will.
 */
function readOnlyView(node: StoredNode): DOMOutputSpec | string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  if (node.type === 'hardBreak') return ['br'];
  // Images and rules carry no text; their children, if any, are not shown to learners either.
  if (node.type === 'image' || node.type === 'horizontalRule') return ['span'];
  const children = Array.isArray(node.content) ? node.content : [];
  return ['div', {}, ...children.map((child: StoredNode) => readOnlyView(child))];
}

/**
 * Stored content the editor cannot show exactly as it is (a node or mark it does not know, or a
 * shape it would change): kept verbatim in `stored` and shown read-only with its text, so opening
 * and saving a document never loses any of it. It can be moved or deleted as a whole.
 */
export const KeptBlock = Node.create({
  name: keptBlockNode,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes: () => ({ stored: { default: '{}', rendered: false } }),
  renderHTML: ({ node }) => [
    'div',
    { 'data-kept-block': '', contenteditable: 'false' },
    ['p', { 'data-part': 'note' }, t`Kept as stored: this part cannot be edited here.`],
    ['div', { 'data-part': 'content' }, readOnlyView(JSON.parse(String(node.attrs.stored)))],
  ],
});
