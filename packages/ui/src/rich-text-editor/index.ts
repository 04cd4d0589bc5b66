export type { TextAlignment } from './extensions';
export { textAlignments } from './extensions';
export type { UploadedImage, UploadImage } from './image-upload';
export { RichTextEditor, type RichTextEditorProps, type RichTextValue } from './rich-text-editor';
export {
  type RichTextList,
  type RichTextMark,
  richTextLists,
  richTextMarks,
} from './toolbar-state';
