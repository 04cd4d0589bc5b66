import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';

export type CodeLanguage = 'html' | 'css' | 'javascript';

const languages: Record<CodeLanguage, () => Extension> = {
  html: () => html({ autoCloseTags: true }),
  css: () => css(),
  javascript: () => javascript(),
};

/**
 * Code reads on a light page in every theme: these colours are chosen for at least 4.5:1 against
 * it (WCAG AA), which CodeMirror's default style does not promise.
 */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.operatorKeyword], color: '#7a1fa2' },
  { tag: [tags.string, tags.special(tags.string)], color: '#a31515' },
  { tag: [tags.number, tags.bool, tags.null], color: '#116644' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: '#5d6470',
    fontStyle: 'italic',
  },
  { tag: [tags.tagName, tags.angleBracket], color: '#1a6b30' },
  { tag: [tags.attributeName, tags.propertyName], color: '#8a4b00' },
  { tag: [tags.function(tags.variableName), tags.definition(tags.variableName)], color: '#0550ae' },
  { tag: tags.invalid, color: '#b00020', textDecoration: 'underline' },
]);

const look = EditorView.theme({
  '&': { backgroundColor: '#ffffff', color: '#1d2433', fontSize: '0.9rem', height: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-content:focus-visible': { outline: 'none' },
  '.cm-content': { fontFamily: 'var(--code-font)', caretColor: '#1d2433' },
  '.cm-gutters': { backgroundColor: '#f3f4f8', color: '#4b5563', border: 'none' },
  '.cm-activeLine': { backgroundColor: '#eef1fb' },
  '.cm-activeLineGutter': { backgroundColor: '#e2e7f7', color: '#1d2433' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': { backgroundColor: '#c9d3f5' },
  '.cm-scroller': { overflow: 'auto' },
});

/**
 * The editor's behaviour: numbered lines, undo, brackets, the language's highlighting. Tab
 * indents; Escape then Tab leaves the editor, CodeMirror's way out of a Tab-capturing editor.
 */
export function editorExtensions(options: {
  language: CodeLanguage;
  labelledBy: string;
  describedBy: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    // A steady caret: nothing on the page blinks, and screenshots are stable.
    drawSelection({ cursorBlinkRate: 0 }),
    history(),
    indentOnInput(),
    bracketMatching(),
    syntaxHighlighting(highlight),
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    languages[options.language](),
    look,
    EditorView.lineWrapping,
    EditorView.editable.of(!options.readOnly),
    EditorView.contentAttributes.of({
      'aria-labelledby': options.labelledBy,
      'aria-describedby': options.describedBy,
      'aria-multiline': 'true',
      role: 'textbox',
      // Focusable by Tab for keyboard users and for checkers that do not count contenteditable.
      tabindex: '0',
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
  ];
}
