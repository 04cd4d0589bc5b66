// @vitest-environment happy-dom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createExtensions } from './extensions';
import { selectToolbarState } from './toolbar-state';

let editor: Editor | undefined;
const createEditor = (content: string) => {
  editor = new Editor({ extensions: createExtensions(), content });
  return editor;
};
afterEach(() => editor?.destroy());

describe('selectToolbarState', () => {
  it('reports an empty document with nothing active', () => {
    expect(selectToolbarState(createEditor(''))).toEqual({
      marks: {
        bold: false,
        italic: false,
        underline: false,
        strike: false,
        subscript: false,
        superscript: false,
      },
      lists: { bulletList: false, orderedList: false },
      alignment: 'left',
      heading: null,
      link: false,
      glossaryTerm: false,
      textColor: null,
      highlight: null,
      canIndent: false,
      canOutdent: false,
      empty: true,
    });
  });

  it('reports the level of the heading at the caret', () => {
    const instance = createEditor('<h3>Part</h3><p>text</p>');
    instance.commands.setTextSelection(2);
    expect(selectToolbarState(instance).heading).toBe(3);
    instance.commands.setTextSelection(8);
    expect(selectToolbarState(instance).heading).toBeNull();
  });

  it('reports the text and highlight colours at the caret', () => {
    const instance = createEditor(
      '<p><span style="color: #1a7f37; background-color: #fff59d">leaf</span> plain</p>',
    );
    instance.commands.setTextSelection(3);
    expect(selectToolbarState(instance)).toMatchObject({
      textColor: '#1a7f37',
      highlight: '#fff59d',
    });
    instance.commands.setTextSelection(8);
    expect(selectToolbarState(instance)).toMatchObject({ textColor: null, highlight: null });
  });

  it('reports the marks, link and alignment at the caret', () => {
    const instance = createEditor(
      '<p style="text-align: right"><strong><em><a href="/academy">x</a></em></strong></p>',
    );
    instance.commands.setTextSelection(2);
    const state = selectToolbarState(instance);
    expect(state.marks).toMatchObject({ bold: true, italic: true, underline: false });
    expect(state.link).toBe(true);
    expect(state.alignment).toBe('right');
    expect(state.empty).toBe(false);
  });

  it('reports a glossary term at the caret, and reads one back from pasted HTML', () => {
    const instance = createEditor(
      '<p><dfn data-definition="A green pigment">chlorophyll</dfn> x</p>',
    );
    instance.commands.setTextSelection(3);
    expect(selectToolbarState(instance).glossaryTerm).toBe(true);
    expect(instance.getAttributes('glossaryTerm')).toEqual({ definition: 'A green pigment' });
    instance.commands.setTextSelection(14);
    expect(selectToolbarState(instance).glossaryTerm).toBe(false);
  });

  it('offers indent inside a list only after its first item, and outdent inside any list', () => {
    const instance = createEditor('<ol><li><p>one</p></li><li><p>two</p></li></ol>');
    instance.commands.setTextSelection(4);
    expect(selectToolbarState(instance)).toMatchObject({
      lists: { bulletList: false, orderedList: true },
      canIndent: false,
      canOutdent: true,
    });
    instance.commands.setTextSelection(12);
    expect(selectToolbarState(instance).canIndent).toBe(true);
  });
});
