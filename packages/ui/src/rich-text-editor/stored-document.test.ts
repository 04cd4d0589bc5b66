// @vitest-environment happy-dom
import { Editor, getSchema, type JSONContent } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createExtensions } from './extensions';
import { keptBlockNode } from './kept-block';
import { openDocument } from './stored-document';

const schema = getSchema(createExtensions());
const text = (value: string, marks?: JSONContent['marks']): JSONContent => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const stored: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Leaves')] },
    { type: 'paragraph', content: [text('Plain, as the seed writes it.')] },
    { type: 'paragraph', content: [text('Unknown mark', [{ type: 'sparkle' }])] },
    { type: 'mathBlock', attrs: { tex: 'x^2' }, content: [text('x squared')] },
  ],
};

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

describe('openDocument', () => {
  it('loads what the editor knows as it is and keeps the rest as read-only blocks', () => {
    const types = openDocument(schema, stored).content.content?.map((node) => node.type);
    expect(types).toEqual(['heading', 'paragraph', keptBlockNode, keptBlockNode]);
  });

  it('saves an untouched document back as it was stored', () => {
    const opened = openDocument(schema, stored);
    editor = new Editor({ extensions: createExtensions(), content: opened.content });
    expect(opened.toStored(editor.getJSON())).toEqual(stored);
  });

  it('keeps untouched and unknown nodes exactly when another one is edited', () => {
    const opened = openDocument(schema, stored);
    editor = new Editor({ extensions: createExtensions(), content: opened.content });
    editor.commands.insertContentAt(1, 'Green ');
    const saved = opened.toStored(editor.getJSON()).content ?? [];
    expect(saved[0]?.content?.[0]?.text).toBe('Green Leaves');
    expect(saved.slice(1)).toEqual(stored.content?.slice(1));
  });

  it('gives an empty document a line to type in and stores it empty while nothing is typed', () => {
    const opened = openDocument(schema, { type: 'doc', content: [] });
    editor = new Editor({ extensions: createExtensions(), content: opened.content });
    expect(opened.toStored(editor.getJSON())).toEqual({ type: 'doc', content: [] });
    editor.commands.insertContent('Hello');
    expect(opened.toStored(editor.getJSON()).content).toHaveLength(1);
  });

  it('shows a kept block read-only with the text a learner reads', () => {
    editor = new Editor({
      element: document.createElement('div'),
      extensions: createExtensions(),
      content: openDocument(schema, stored).content,
    });
    const kept = editor.view.dom.querySelectorAll('[data-kept-block]');
    expect(kept).toHaveLength(2);
    expect(kept[1]?.getAttribute('contenteditable')).toBe('false');
    expect(kept[1]?.querySelector('[data-part="content"]')?.textContent).toBe('x squared');
  });
});
