// @vitest-environment happy-dom
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createExtensions } from './extensions';

let editor: Editor | undefined;
const createEditor = (content: string) => {
  editor = new Editor({ extensions: createExtensions(), content });
  return editor;
};
afterEach(() => editor?.destroy());

describe('createExtensions', () => {
  it('drops links outside the allow-list from pasted or loaded HTML', () => {
    const json = JSON.stringify(
      createEditor(
        '<p><a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">worse</a> <a href="/academy">good</a></p>',
      ).getJSON(),
    );
    expect(json).not.toContain('javascript:');
    expect(json).not.toContain('data:');
    expect(json).toContain('"href":"/academy"');
  });

  it('refuses to set an unsafe link', () => {
    const instance = createEditor('<p>text</p>');
    instance.commands.selectAll();
    expect(instance.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(instance.commands.setLink({ href: 'mailto:help@sparked.test' })).toBe(true);
  });

  it('lets a character be subscript or superscript, not both', () => {
    const instance = createEditor('<p>H2O</p>');
    instance.commands.setTextSelection({ from: 2, to: 3 });
    instance.commands.toggleSubscript();
    instance.commands.toggleSuperscript();
    expect(instance.isActive('superscript')).toBe(true);
    expect(instance.isActive('subscript')).toBe(false);
  });

  it('aligns paragraphs and nests list items', () => {
    const instance = createEditor('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    instance.commands.setTextSelection(12);
    expect(instance.commands.sinkListItem('listItem')).toBe(true);
    expect(instance.commands.setTextAlign('center')).toBe(true);
    expect(instance.isActive({ textAlign: 'center' })).toBe(true);
    expect(instance.commands.setTextAlign('start')).toBe(false);
  });

  it('holds what the player renders: headings under the page title, quotes, rules and code', () => {
    const types = createEditor(
      '<h1>Title</h1><h3>Part</h3><blockquote><p>q</p></blockquote><hr><pre><code>x</code></pre><p><code>y</code></p>',
    )
      .getJSON()
      .content?.map((node) => `${node.type}${node.attrs?.level ?? ''}`);
    expect(types).toEqual([
      'paragraph',
      'heading3',
      'blockquote',
      'horizontalRule',
      'codeBlock',
      'paragraph',
    ]);
    expect(JSON.stringify(editor?.getJSON())).toContain('"marks":[{"type":"code"}]');
  });

  it('keeps the colours its tools write and drops pasted ones', () => {
    const instance = createEditor(
      '<p><span style="color: #1a7f37">green</span> <span style="color: red; background-color: rgb(0, 0, 0)">pasted</span></p>',
    );
    const json = JSON.stringify(instance.getJSON());
    expect(json).toContain('"color":"#1a7f37"');
    expect(json).not.toContain('red');
    expect(json).not.toContain('rgb');
    instance.commands.selectAll();
    instance.commands.setBackgroundColor('#1a237e');
    expect(instance.getHTML()).toContain('background-color: #1a237e; color: #ffffff');
    instance.commands.unsetColor();
    instance.commands.unsetBackgroundColor();
    expect(instance.getHTML()).not.toContain('style');
  });
});
