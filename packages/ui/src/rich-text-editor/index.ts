export type { HeadingLevel, TextAlignment } from './extensions';
export { createExtensions, headingLevels, textAlignments } from './extensions';
export type { UploadedImage, UploadImage } from './image-upload';
export { keptBlockNode } from './kept-block';
export { RichTextEditor, type RichTextEditorProps, type RichTextValue } from './rich-text-editor';
export { type OpenedDocument, openDocument } from './stored-document';
export {
  type RichTextList,
  type RichTextMark,
  richTextLists,
  richTextMarks,
} from './toolbar-state';
