export type { ClipboardNotification } from '@sparked/contracts';
export {
  type ClipboardItem,
  type ClipboardItemType,
  type ClipboardKind,
  type ClipboardLists,
  clipboardCapacity,
  clipboardKinds,
  parseClipboardItem,
} from '@sparked/contracts';
export { clipboardKey, clipboardQueryOptions } from './api/clipboard-queries';
export {
  ClipboardPanelContainer,
  type ClipboardPanelContainerProps,
} from './components/clipboard-panel-container';
export {
  type ClipboardContent,
  ClipboardProvider,
  type ClipboardProviderProps,
  type ClipboardStore,
  useClipboard,
} from './components/clipboard-provider';
export { EducatorTools, type EducatorToolsProps } from './components/educator-tools';
export { type InsertTarget, useInsertTarget } from './components/insert-target';
export {
  clipboardDropTarget,
  PasteFromClipboard,
  type PasteProps,
} from './components/paste-from-clipboard';
export { clipboardPreviewImage } from './components/preview-image';
export { copiedIndicatorMs, useCopyToClipboard } from './components/use-copy-to-clipboard';
export { clearQuestion } from './model/clipboard-words';
export { isEducatorToolsVisible } from './model/educator-tools-visibility';
export { copiedWidget } from './model/widget-data';
