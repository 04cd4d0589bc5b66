export {
  type CodeBoxStep,
  type PreviewDocument,
  useCodeBoxStep,
  useCreateCodeBox,
  usePreviewDocument,
} from './api/code-box-changes';
export { codeBoxesQueryOptions, codeBoxQueryOptions } from './api/code-box-queries';
export { CodePreview, type CodePreviewProps } from './components/code-preview';
export { CopyProjectWidget } from './components/copy-project-widget';
export { FeedbackView, type FeedbackViewProps } from './components/feedback-view';
export { askLabel, hintLevelNames, nextLevel } from './model/hint-words';
export { linesOf, listFields, specificationOf } from './model/specification-lines';
