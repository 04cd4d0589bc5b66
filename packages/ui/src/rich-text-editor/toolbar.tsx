import type { Editor } from '@tiptap/react';
import { Toolbar } from 'radix-ui';
import { useRef } from 'react';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  BoldIcon,
  type IconComponent,
  ImageIcon,
  IndentIcon,
  ItalicIcon,
  ListOrderedIcon,
  ListUnorderedIcon,
  OutdentIcon,
  StrikethroughIcon,
  SubscriptIcon,
  SuperscriptIcon,
  UnderlineIcon,
} from '../icon';
import { ColorTools } from './color-tools';
import type { HeadingLevel, TextAlignment } from './extensions';
import { headingLevels, textAlignments } from './extensions';
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

const markTools: Record<RichTextMark, { label: string; icon: IconComponent }> = {
  bold: { label: 'Bold', icon: BoldIcon },
  italic: { label: 'Italic', icon: ItalicIcon },
  underline: { label: 'Underline', icon: UnderlineIcon },
  strike: { label: 'Strikethrough', icon: StrikethroughIcon },
  subscript: { label: 'Subscript', icon: SubscriptIcon },
  superscript: { label: 'Superscript', icon: SuperscriptIcon },
};

const listTools: Record<RichTextList, { label: string; icon: IconComponent }> = {
  bulletList: { label: 'Bulleted list', icon: ListUnorderedIcon },
  orderedList: { label: 'Numbered list', icon: ListOrderedIcon },
};

const alignmentTools: Record<TextAlignment, { label: string; icon: IconComponent }> = {
  left: { label: 'Align left', icon: AlignLeftIcon },
  center: { label: 'Align center', icon: AlignCenterIcon },
  right: { label: 'Align right', icon: AlignRightIcon },
  justify: { label: 'Justify', icon: AlignJustifyIcon },
};

/** A heading tool shows its level as text: "H2", "H3", "H4". */
const headingGlyph = (level: HeadingLevel) =>
  function HeadingGlyph() {
    return (
      <span aria-hidden className={styles.textGlyph}>
        H{level}
      </span>
    );
  };

const headingTools: Record<HeadingLevel, { label: string; icon: IconComponent }> = {
  2: { label: 'Heading', icon: headingGlyph(2) },
  3: { label: 'Subheading', icon: headingGlyph(3) },
  4: { label: 'Small heading', icon: headingGlyph(4) },
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
        icon={ImageIcon}
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
      {headingLevels.map((level) => (
        <ToolButton
          key={level}
          {...headingTools[level]}
          pressed={state.heading === level}
          onClick={() => run().toggleHeading({ level }).run()}
        />
      ))}
      <Toolbar.Separator className={styles.separator} />
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
        icon={OutdentIcon}
        label="Outdent"
        disabled={!state.canOutdent}
        onClick={() => run().liftListItem('listItem').run()}
      />
      <ToolButton
        icon={IndentIcon}
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
