// The activity editors: only editor routes import this entry, so tiptap and the editors' code
// never reach student routes.
export { embeddableHostsQueryOptions } from './api/embeddable-hosts';
export { useUploadModuleImage } from './api/upload-module-image';
export { autosaveDelayMs, type SaveState, useActivityDraft } from './api/use-activity-draft';
export {
  type ActivityDraftState,
  ActivityEditorFrame,
  type ActivityEditorFrameProps,
} from './components/activity-editor-frame';
export { EbookEditor } from './components/ebook-editor';
export { FormEditor } from './components/form-editor';
export { IframeEditor } from './components/iframe-editor';
export { MultiEbookEditor } from './components/multi-ebook-editor';
export { ScormEditor } from './components/scorm-editor';
