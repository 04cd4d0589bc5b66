import type { Editor } from '@tiptap/react';
import { storedTextColor } from '../text-colors/text-colors';
import { type HeadingLevel, headingLevels, type TextAlignment, textAlignments } from './extensions';
import { glossaryTermMark } from './glossary-term';

/** The inline marks the toolbar toggles, in toolbar order. */
export const richTextMarks = [
  'bold',
  'italic',
  'underline',
  'strike',
  'subscript',
  'superscript',
] as const;
export type RichTextMark = (typeof richTextMarks)[number];

export const richTextLists = ['bulletList', 'orderedList'] as const;
export type RichTextList = (typeof richTextLists)[number];

export type ToolbarState = {
  marks: Record<RichTextMark, boolean>;
  lists: Record<RichTextList, boolean>;
  alignment: TextAlignment;
  /** The level of the heading at the selection, or null in other text. */
  heading: HeadingLevel | null;
  link: boolean;
  glossaryTerm: boolean;
  /** The selection's text and highlight colours as stored, or null where it has none. */
  textColor: string | null;
  highlight: string | null;
  canIndent: boolean;
  canOutdent: boolean;
  empty: boolean;
};

/** What the toolbar shows for the current selection; re-read after every transaction. */
export function selectToolbarState(editor: Editor): ToolbarState {
  const activeIn = <T extends string>(names: readonly T[]) =>
    Object.fromEntries(names.map((name) => [name, editor.isActive(name)])) as Record<T, boolean>;

  return {
    marks: activeIn(richTextMarks),
    lists: activeIn(richTextLists),
    // Paragraphs without an alignment follow the text direction, which reads as left here.
    alignment: textAlignments.find((textAlign) => editor.isActive({ textAlign })) ?? 'left',
    heading: headingLevels.find((level) => editor.isActive('heading', { level })) ?? null,
    link: editor.isActive('link'),
    glossaryTerm: editor.isActive(glossaryTermMark),
    textColor: storedTextColor(editor.getAttributes('textStyle').color),
    highlight: storedTextColor(editor.getAttributes('textStyle').backgroundColor),
    canIndent: editor.can().sinkListItem('listItem'),
    canOutdent: editor.can().liftListItem('listItem'),
    empty: editor.isEmpty,
  };
}
