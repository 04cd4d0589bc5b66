import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

/** A tool's name, translated where it shows, and its icon. */
type Tool = { label: MessageDescriptor; icon: IconComponent };

const markTools: Record<RichTextMark, Tool> = {
  bold: { label: msg`Bold`, icon: BoldIcon },
  italic: { label: msg`Italic`, icon: ItalicIcon },
  underline: { label: msg`Underline`, icon: UnderlineIcon },
  strike: { label: msg`Strikethrough`, icon: StrikethroughIcon },
  subscript: { label: msg`Subscript`, icon: SubscriptIcon },
  superscript: { label: msg`Superscript`, icon: SuperscriptIcon },
};

const listTools: Record<RichTextList, Tool> = {
  bulletList: { label: msg`Bulleted list`, icon: ListUnorderedIcon },
  orderedList: { label: msg`Numbered list`, icon: ListOrderedIcon },
};

const alignmentTools: Record<TextAlignment, Tool> = {
  left: { label: msg`Align left`, icon: AlignLeftIcon },
  center: { label: msg`Align center`, icon: AlignCenterIcon },
  right: { label: msg`Align right`, icon: AlignRightIcon },
  justify: { label: msg`Justify`, icon: AlignJustifyIcon },
};

/** A heading tool shows its level as text: "H2", "H3", "H4". */
const headingGlyph = (level: HeadingLevel) =>
  function HeadingGlyph() {
    const { t } = useLingui();
    return (
      <span aria-hidden className={styles.textGlyph}>
        {t({
          message: `H${level}`,
          comment: "The heading tools' glyph: H2, H3 and H4, for heading levels 2 to 4.",
        })}
      </span>
    );
  };

const headingTools: Record<HeadingLevel, Tool> = {
  2: { label: msg`Heading`, icon: headingGlyph(2) },
  3: { label: msg`Subheading`, icon: headingGlyph(3) },
  4: { label: msg`Small heading`, icon: headingGlyph(4) },
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
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ToolButton
        icon={ImageIcon}
        label={t`Insert image`}
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
  const { t, i18n } = useLingui();
  const run = () => editor.chain().focus();
  const tool = ({ label, icon }: Tool) => ({ label: i18n._(label), icon });

  return (
    <Toolbar.Root aria-label={label} loop className={styles.toolbar}>
      {headingLevels.map((level) => (
        <ToolButton
          key={level}
          {...tool(headingTools[level])}
          pressed={state.heading === level}
          onClick={() => run().toggleHeading({ level }).run()}
        />
      ))}
      <Toolbar.Separator className={styles.separator} />
      {richTextMarks.map((mark) => (
        <ToolButton
          key={mark}
          {...tool(markTools[mark])}
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
          {...tool(listTools[list])}
          pressed={state.lists[list]}
          onClick={() =>
            list === 'bulletList' ? run().toggleBulletList().run() : run().toggleOrderedList().run()
          }
        />
      ))}
      <ToolButton
        icon={OutdentIcon}
        label={t`Outdent`}
        disabled={!state.canOutdent}
        onClick={() => run().liftListItem('listItem').run()}
      />
      <ToolButton
        icon={IndentIcon}
        label={t`Indent`}
        disabled={!state.canIndent}
        onClick={() => run().sinkListItem('listItem').run()}
      />
      <Toolbar.Separator className={styles.separator} />
      {textAlignments.map((alignment) => (
        <ToolButton
          key={alignment}
          {...tool(alignmentTools[alignment])}
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
