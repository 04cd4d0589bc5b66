import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import * as styles from './code-editor.css';
import { type CodeLanguage, editorExtensions } from './code-editor-setup';

export type { CodeLanguage } from './code-editor-setup';

export type CodeEditorProps = {
  /** Always visible; names the editor for assistive tech. */
  label: string;
  language: CodeLanguage;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** The editor's height; it scrolls beyond it. */
  height?: string;
};

/**
 * A code editor (CodeMirror 6) for HTML, CSS or JavaScript. Loaded only where code is edited:
 * it is an editor in the route budgets. The value is controlled: a new `value` from outside (a
 * version chosen, code generated) replaces the text without losing the editor.
 */
export function CodeEditor({
  label,
  language,
  value,
  onChange,
  readOnly = false,
  height = '22rem',
}: CodeEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // Built once per language: the text is kept in step below rather than by rebuilding.
  // biome-ignore lint/correctness/useExhaustiveDependencies: value is applied by the effect below
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: editorExtensions({
          language,
          labelledBy: labelId,
          describedBy: hintId,
          readOnly,
          onChange: (text) => changed.current(text),
        }),
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [language, readOnly, labelId, hintId]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div className={styles.root} data-component="code-editor">
      {/* Not a <label>: the editor is a contenteditable, which aria-labelledby names. */}
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <p id={hintId} className={styles.hint}>
        <Trans>Tab indents. Press Escape, then Tab, to leave the editor.</Trans>
      </p>
      <div ref={host} className={styles.editor} style={{ height }} />
    </div>
  );
}
