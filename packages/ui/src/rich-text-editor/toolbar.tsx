import type { Editor } from '@tiptap/react';
import { Toolbar } from 'radix-ui';
import { useRef } from 'react';
import type { IconName } from '../icon';
import { ColorTools } from './color-tools';
import type { TextAlignment } from './extensions';
import { textAlignments } from './extensions';
import { GlossaryPopover } from './glossary-popover';
import { LinkPopover } from './link-popover';
import * as styles from './rich-text-editor.css';
import { ToolButton } from './tool-button';
import {
  type RichTextList,
  type RichTextMark,
  richTextLists,
  richTextMarks,
  type ToolbarState,
} from './toolbar-state';

const markTools: Record<RichTextMark, { label: string; icon: IconName }> = {
  bold: { label: 'Bold', icon: 'bold' },
  italic: { label: 'Italic', icon: 'italic' },
  underline: { label: 'Underline', icon: 'underline' },
  strike: { label: 'Strikethrough', icon: 'strikethrough' },
  subscript: { label: 'Subscript', icon: 'subscript' },
  superscript: { label: 'Superscript', icon: 'superscript' },
};

const listTools: Record<RichTextList, { label: string; icon: IconName }> = {
  bulletList: { label: 'Bulleted list', icon: 'list-unordered' },
  orderedList: { label: 'Numbered list', icon: 'list-ordered' },
};

const alignmentTools: Record<TextAlignment, { label: string; icon: IconName }> = {
  left: { label: 'Align left', icon: 'align-left' },
  center: { label: 'Align center', icon: 'align-center' },
  right: { label: 'Align right', icon: 'align-right' },
  justify: { label: 'Justify', icon: 'align-justify' },
};

type ImageTool = { uploading: boolean; onPick: (file: File) => void };

type RichTextToolbarProps = {
  editor: Editor;
  state: ToolbarState;
  label: string;
  /** Absent when the caller offers no upload. */
  image?: ImageTool;
  /** Offers the glossary tool (e-book text, whose terms make the module's glossary). */
  glossary?: boolean;
};

function ImageButton({ uploading, onPick }: ImageTool) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolButton
        icon="image"
        label="Insert image"
        busy={uploading}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that picking the same file again still reports a change.
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}

/**
 * One tab stop for the whole toolbar; the arrow keys move between tools (Radix Toolbar). Every
 * tool returns the caret to the text, so the next keystroke types there.
 */
export function RichTextToolbar({ editor, state, label, image, glossary }: RichTextToolbarProps) {
  const run = () => editor.chain().focus();

  return (
    <Toolbar.Root aria-label={label} loop className={styles.toolbar}>
      {richTextMarks.map((mark) => (
        <ToolButton
          key={mark}
          {...markTools[mark]}
          pressed={state.marks[mark]}
          onClick={() => run().toggleMark(mark).run()}
        />
      ))}
      <Toolbar.Separator className={styles.separator} />
      <LinkPopover editor={editor} active={state.link} />
      {glossary ? <GlossaryPopover editor={editor} active={state.glossaryTerm} /> : null}
      <Toolbar.Separator className={styles.separator} />
      {richTextLists.map((list) => (
        <ToolButton
          key={list}
          {...listTools[list]}
          pressed={state.lists[list]}
          onClick={() =>
            list === 'bulletList' ? run().toggleBulletList().run() : run().toggleOrderedList().run()
          }
        />
      ))}
      <ToolButton
        icon="outdent"
        label="Outdent"
        disabled={!state.canOutdent}
        onClick={() => run().liftListItem('listItem').run()}
      />
      <ToolButton
        icon="indent"
        label="Indent"
        disabled={!state.canIndent}
        onClick={() => run().sinkListItem('listItem').run()}
      />
      <Toolbar.Separator className={styles.separator} />
      {textAlignments.map((alignment) => (
        <ToolButton
          key={alignment}
          {...alignmentTools[alignment]}
          pressed={state.alignment === alignment}
          onClick={() => run().setTextAlign(alignment).run()}
        />
      ))}
      <Toolbar.Separator className={styles.separator} />
      <ColorTools editor={editor} state={state} />
      {image ? (
        <>
          <Toolbar.Separator className={styles.separator} />
          <ImageButton {...image} />
        </>
      ) : null}
    </Toolbar.Root>
  );
}
