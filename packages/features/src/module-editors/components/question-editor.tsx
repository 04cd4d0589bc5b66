import { useLingui } from '@lingui/react/macro';
import { type Question, questionFeedbackLimit } from '@sparked/contracts';
import { Select } from '@sparked/ui/select';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import {
  type QuestionType,
  questionProblem,
  questionTypeLabels,
  questionTypes,
  withOptionalText,
  withType,
} from '../model/questions';
import { wholeNumber } from '../model/whole-number';
import * as styles from './activity-editor.css';
import { AnswerFields } from './question-fields';
import { QuestionPreview } from './question-preview';

type Update = (question: Question, mergeKey?: string) => void;

/**
 * One question written in place: its kind, wording, answer (with each option's feedback), points,
 * feedback for a right and a wrong answer, the explanation, and a preview. The form editor and the e-book's question block both use it.
 */
export function QuestionEditor({
  question,
  update,
  unfinishedNote,
}: {
  question: Question;
  update: Update;
  /** What the note under an unfinished question says: a form keeps it as a draft, an e-book waits. */
  unfinishedNote?: (problem: string) => string;
}) {
  const { t } = useLingui();
  const problem = questionProblem(question);
  const note =
    unfinishedNote ?? ((missing: string) => t`Not saved until this is fixed: ${missing}`);
  return (
    <>
      <Select
        label={t`Kind of question`}
        options={questionTypes.map((value) => ({ value, label: questionTypeLabels[value] }))}
        value={question.type}
        onValueChange={(type) => update(withType(question, type as QuestionType))}
      />
      <TextArea
        label={t({ message: 'Question', comment: 'The wording of a question.' })}
        value={question.prompt}
        maxLength={2000}
        autoGrow
        onChange={(event) =>
          update({ ...question, prompt: event.target.value }, `${question.id}-prompt`)
        }
      />
      <AnswerFields key={question.type} question={question} update={update} />
      <div className={styles.fields}>
        <TextField
          label={t`Points`}
          type="number"
          min={0}
          max={100}
          value={question.points}
          onChange={(event) =>
            update(
              { ...question, points: wholeNumber(event.target.value, 0, 100) },
              `${question.id}-points`,
            )
          }
        />
        <TextField
          label={t`Feedback when right`}
          value={question.feedback.correct}
          maxLength={questionFeedbackLimit}
          onChange={(event) =>
            update(
              { ...question, feedback: { ...question.feedback, correct: event.target.value } },
              `${question.id}-right`,
            )
          }
        />
        <TextField
          label={t`Feedback when wrong`}
          value={question.feedback.incorrect}
          maxLength={questionFeedbackLimit}
          onChange={(event) =>
            update(
              { ...question, feedback: { ...question.feedback, incorrect: event.target.value } },
              `${question.id}-wrong`,
            )
          }
        />
      </div>
      <TextArea
        label={t`Explanation`}
        description={t`Why the right answer is right: shown once a learner has answered, and in a game’s reveal.`}
        value={question.explanation ?? ''}
        maxLength={questionFeedbackLimit}
        autoGrow
        onChange={(event) =>
          update(
            withOptionalText(question, 'explanation', event.target.value),
            `${question.id}-explanation`,
          )
        }
      />
      <QuestionPreview question={question} />
      {problem ? <p className={styles.note}>{note(problem)}</p> : null}
    </>
  );
}
