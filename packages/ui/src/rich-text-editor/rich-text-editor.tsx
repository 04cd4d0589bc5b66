import { Trans, useLingui } from '@lingui/react/macro';
import {
  EditorContent,
  getSchema,
  type JSONContent,
  useEditor,
  useEditorState,
} from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DangerIcon } from '../icon';
import { cx } from '../internal/class-names';
import * as field from '../internal/field/field.css';
import { createExtensions } from './extensions';
import { type UploadImage, useImageUpload } from './image-upload';
import * as styles from './rich-text-editor.css';
import { openDocument } from './stored-document';
import { RichTextToolbar } from './toolbar';
import { selectToolbarState } from './toolbar-state';

/** The document as tiptap JSON (`editor.getJSON()`), ready to store as it is. */
export type RichTextValue = JSONContent;

export type RichTextEditorProps = {
  /** Names the editable region; always visible. */
  label: string;
  /** Controlled document; pair with `onChange`. */
  value?: RichTextValue;
  /** Initial document when uncontrolled. */
  defaultValue?: RichTextValue;
  onChange?: (value: RichTextValue) => void;
  /** Shown while the document is empty. */
  placeholder?: string;
  /**
   * Stores a picked image and resolves with its address; offers the image tool when given. A
   * rejection's `Error` message is shown under the editor.
   */
  onUploadImage?: UploadImage;
  /** Offers the glossary tool: marked words become terms of the module's glossary. */
  glossary?: boolean;
  /** Accessible name of the formatting toolbar. */
  toolbarLabel?: string;
  className?: string;
};

/**
 * A rich-text field on tiptap: headings, marks, links limited to http(s), mailto and relative
 * addresses, lists with indent and outdent, alignment and image upload (spec §2). Stored content
 * it cannot show is kept read-only and saved back as it was (`openDocument`). Import it from
 * `@sparked/ui/rich-text-editor` so that pages without an editor never load tiptap.
 */
export function RichTextEditor({
  label,
  value,
  defaultValue,
  onChange,
  placeholder,
  onUploadImage,
  glossary = false,
  toolbarLabel: givenToolbarLabel,
  className,
}: RichTextEditorProps) {
  const { t } = useLingui();
  const toolbarLabel = givenToolbarLabel ?? t`Formatting`;
  const labelId = useId();
  const statusId = useId();
  const [extensions] = useState(createExtensions);
  const [schema] = useState(() => getSchema(extensions));
  const [initialContent] = useState(() => value ?? defaultValue);
  // The stored document being edited: what it loads as, and how edits are stored without loss.
  const opened = useRef(openDocument(schema, initialContent));
  // The last document this editor reported, so an echo of it through `value` is not re-applied.
  const reported = useRef(initialContent);

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': statusId,
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        class: styles.content,
      },
    }),
    [labelId, statusId, placeholder],
  );

  const editor = useEditor({
    extensions,
    content: opened.current.content,
    editorProps,
    immediatelyRender: true,
    onUpdate: ({ editor: updated }) => {
      const json = opened.current.toStored(updated.getJSON());
      reported.current = json;
      onChange?.(json);
    },
  });

  useEffect(() => {
    if (value === undefined || value === reported.current) return;
    reported.current = value;
    opened.current = openDocument(schema, value);
    editor.commands.setContent(opened.current.content, { emitUpdate: false });
  }, [editor, schema, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => selectToolbarState(current),
  });
  const image = useImageUpload(editor, onUploadImage);
  const upload = image.state;

  return (
    <div data-component="rich-text-editor" className={cx(field.root, className)}>
      <div id={labelId} className={field.label}>
        {label}
      </div>
      <div data-part="frame" className={styles.frame}>
        <RichTextToolbar
          editor={editor}
          state={state}
          label={toolbarLabel}
          glossary={glossary}
          image={
            onUploadImage
              ? { uploading: upload.status === 'uploading', onPick: image.upload }
              : undefined
          }
        />
        <div className={styles.body}>
          {placeholder && state.empty ? (
            <p aria-hidden className={styles.placeholder}>
              {placeholder}
            </p>
          ) : null}
          <EditorContent editor={editor} />
        </div>
      </div>
      {/* Always mounted, so that assistive technology hears what appears in it. */}
      <p id={statusId} role="status" className={styles.message}>
        {upload.status === 'uploading' ? t`Uploading “${upload.fileName}”…` : null}
      </p>
      {upload.status === 'failed' ? (
        <p role="alert" className={field.error}>
          <DangerIcon size={16} />
          <span>
            <Trans>“{upload.fileName}” could not be inserted.</Trans>
            {upload.reason ? ` ${upload.reason}` : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
RichTextEditor.displayName = 'RichTextEditor';
