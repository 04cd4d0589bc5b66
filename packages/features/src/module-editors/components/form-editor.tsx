import type { ActivityContent, Question } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { ChevronDownIcon, ChevronUpIcon, TrashIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Switch } from '@sparked/ui/switch';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { moveBlock } from '../model/blocks';
import {
  newQuestion,
  type QuestionType,
  questionProblem,
  questionTypeLabels,
  questionTypes,
} from '../model/questions';
import * as styles from './activity-editor.css';
import type { ActivityDraftState } from './activity-editor-frame';
import { AnswerFields } from './question-fields';
import { QuestionPreview } from './question-preview';

type Form = Extract<ActivityContent, { type: 'form' }>;
const maxQuestions = 100;
const whole = (value: string, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(Number(value) || 0)));

function FormSettings({
  form,
  update,
}: {
  form: Form;
  update: (patch: Partial<Form>, mergeKey?: string) => void;
}) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Pass mark (%)"
        type="number"
        min={0}
        max={100}
        value={form.passMark}
        onChange={(event) => update({ passMark: whole(event.target.value, 0, 100) }, 'pass-mark')}
      />
      <TextField
        label="Attempts"
        description="Leave empty for unlimited."
        type="number"
        min={1}
        max={20}
        value={form.attempts ?? ''}
        onChange={(event) =>
          update(
            { attempts: event.target.value === '' ? null : whole(event.target.value, 1, 20) },
            'attempts',
          )
        }
      />
      <Switch
        label="Shuffle the questions"
        checked={form.shuffle}
        onCheckedChange={(shuffle) => update({ shuffle })}
      />
    </div>
  );
}

function QuestionCard({
  question,
  index,
  count,
  update,
  move,
  remove,
}: {
  question: Question;
  index: number;
  count: number;
  update: (question: Question, mergeKey?: string) => void;
  move: (offset: number) => void;
  remove: () => void;
}) {
  const name = `Question ${index + 1}`;
  const problem = questionProblem(question);
  return (
    <li className={styles.block} aria-label={name}>
      <div className={styles.toolbar}>
        <strong>
          {name}: {questionTypeLabels[question.type]}
        </strong>
        <Inline gap={1}>
          <IconButton
            icon={ChevronUpIcon}
            size="sm"
            label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => move(-1)}
          />
          <IconButton
            icon={ChevronDownIcon}
            size="sm"
            label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => move(1)}
          />
          <IconButton icon={TrashIcon} size="sm" label={`Delete ${name}`} onClick={remove} />
        </Inline>
      </div>
      <TextArea
        label="Question"
        value={question.prompt}
        maxLength={2000}
        autoGrow
        onChange={(event) =>
          update({ ...question, prompt: event.target.value }, `${question.id}-prompt`)
        }
      />
      <AnswerFields question={question} update={update} />
      <div className={styles.fields}>
        <TextField
          label="Points"
          type="number"
          min={0}
          max={100}
          value={question.points}
          onChange={(event) =>
            update(
              { ...question, points: whole(event.target.value, 0, 100) },
              `${question.id}-points`,
            )
          }
        />
        <TextField
          label="Feedback when right"
          value={question.feedback.correct}
          maxLength={1000}
          onChange={(event) =>
            update(
              { ...question, feedback: { ...question.feedback, correct: event.target.value } },
              `${question.id}-right`,
            )
          }
        />
        <TextField
          label="Feedback when wrong"
          value={question.feedback.incorrect}
          maxLength={1000}
          onChange={(event) =>
            update(
              { ...question, feedback: { ...question.feedback, incorrect: event.target.value } },
              `${question.id}-wrong`,
            )
          }
        />
      </div>
      <QuestionPreview question={question} />
      {problem ? (
        <p className={styles.note}>
          Unfinished, kept as a draft: {problem} Finish or delete it before publishing.
        </p>
      ) : null}
    </li>
  );
}

/**
 * The form activity (spec §2 /modules/{m}/form/{a}): its pass mark, attempts and shuffle, and the
 * question builder: six question types, each with its answer, points, feedback and a preview.
 */
export function FormEditor({ draft }: { draft: ActivityDraftState }) {
  const form = draft.draft.content as Form;
  const [type, setType] = useState<QuestionType>('single');
  const update = (patch: Partial<Form>, mergeKey?: string) =>
    draft.change((current) => ({ ...current, content: { ...form, ...patch } }), mergeKey);
  const setQuestions = (questions: Question[], mergeKey?: string) =>
    update({ questions }, mergeKey);
  return (
    <>
      <FormSettings form={form} update={update} />
      <ol className={styles.blockList} aria-label="Questions">
        {form.questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            index={index}
            count={form.questions.length}
            update={(next, mergeKey) =>
              setQuestions(
                form.questions.map((candidate, at) => (at === index ? next : candidate)),
                mergeKey,
              )
            }
            move={(offset) => setQuestions(moveBlock(form.questions, index, offset))}
            remove={() => setQuestions(form.questions.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      {form.questions.length === 0 ? <p className={styles.note}>No questions yet.</p> : null}
      <Inline gap={2} align="end" wrap>
        <Select
          label="New question"
          options={questionTypes.map((value) => ({ value, label: questionTypeLabels[value] }))}
          value={type}
          onValueChange={(value) => setType(value as QuestionType)}
        />
        <Button
          variant="secondary"
          disabled={form.questions.length >= maxQuestions}
          onClick={() => setQuestions([...form.questions, newQuestion(type)])}
        >
          Add question
        </Button>
      </Inline>
    </>
  );
}
