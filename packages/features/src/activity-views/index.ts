// How learners meet activities. No editor code: the player and the preview import this.
export { ActivityView, type ActivityViewProps } from './components/activity-view';
export type { FormResult, SaveFormDraft, SubmitForm } from './components/form-view';
export type { CheckAnswer } from './components/practice-question';
export { RichDoc } from './components/rich-doc';
export type { ScormCalls } from './components/scorm-view';
export { localMarking } from './model/local-marking';
export type { ScormLaunch } from './model/scorm-bridge';
