import type { LearnerContent } from '@sparked/contracts';
import { lazy, Suspense } from 'react';
import { BlocksView } from './block-view';
import { FormView, type FormViewProps, type SubmitForm } from './form-view';
import { IframeView } from './iframe-view';
import { MultiEbookView } from './multi-ebook-view';
import type { CheckAnswer } from './practice-question';
import type { ScormCalls } from './scorm-view';

// Only SCORM activities load their player and its bridge: every other page of the player skips it.
const ScormView = lazy(() =>
  import('./scorm-view').then((module) => ({ default: module.ScormView })),
);

export type ActivityViewProps = {
  title: string;
  /** The activity as a learner gets it: no answers, shuffled for them (`learnerContent`). */
  content: LearnerContent;
  /** Checks an e-book practice question: the player asks the server, the preview marks locally. */
  checkAnswer: CheckAnswer;
  submitForm: SubmitForm;
  initialPage?: number;
  onPageChange?: (page: number) => void;
  /** SCORM packages: where to launch, what to resume from, how to save (decision 0036). */
  scorm?: ScormCalls;
} & Pick<FormViewProps, 'record' | 'saveDraft'>;

/**
 * An activity as learners meet it, one view per type. The author's preview and the class player
 * both render this, so what an author previews is what a learner gets.
 */
export function ActivityView({
  title,
  content,
  checkAnswer,
  submitForm,
  initialPage,
  onPageChange,
  record,
  saveDraft,
  scorm,
}: ActivityViewProps) {
  switch (content.type) {
    case 'ebook':
      return <BlocksView blocks={content.blocks} checkAnswer={checkAnswer} />;
    case 'multi-ebook':
      return (
        <MultiEbookView
          book={content}
          checkAnswer={checkAnswer}
          initialPage={initialPage}
          onPageChange={onPageChange}
        />
      );
    case 'iframe':
      return <IframeView content={content} title={title} />;
    case 'form':
      return (
        <FormView form={content} submitForm={submitForm} record={record} saveDraft={saveDraft} />
      );
    case 'scorm':
      return (
        <Suspense fallback={null}>
          <ScormView content={content} title={title} scorm={scorm} />
        </Suspense>
      );
  }
}
