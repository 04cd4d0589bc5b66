import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityContent, Question } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { ChevronDownIcon, ChevronUpIcon, TrashIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Switch } from '@sparked/ui/switch';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { moveBlock } from '../model/blocks';
import {
  newQuestion,
  type QuestionType,
  questionTypeLabels,
  questionTypes,
} from '../model/questions';
import { wholeNumber } from '../model/whole-number';
import * as styles from './activity-editor.css';
import type { ActivityDraftState } from './activity-editor-frame';
import { QuestionEditor } from './question-editor';

type Form = Extract<ActivityContent, { type: 'form' }>;
const maxQuestions = 100;

function FormSettings({
  form,
  update,
}: {
  form: Form;
  update: (patch: Partial<Form>, mergeKey?: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.fields}>
      <TextField
        label={t`Pass mark (%)`}
        type="number"
        min={0}
        max={100}
        value={form.passMark}
        onChange={(event) =>
          update({ passMark: wholeNumber(event.target.value, 0, 100) }, 'pass-mark')
        }
      />
      <TextField
        label={t`Attempts`}
        description={t`Leave empty for unlimited.`}
        type="number"
        min={1}
        max={20}
        value={form.attempts ?? ''}
        onChange={(event) =>
          update(
            { attempts: event.target.value === '' ? null : wholeNumber(event.target.value, 1, 20) },
            'attempts',
          )
        }
      />
      <Switch
        label={t`Shuffle the questions`}
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
  const { t } = useLingui();
  const n = index + 1;
  const name = t`Question ${n}`;
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
            label={t`Move ${name} up`}
            disabled={index === 0}
            onClick={() => move(-1)}
          />
          <IconButton
            icon={ChevronDownIcon}
            size="sm"
            label={t`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => move(1)}
          />
          <IconButton icon={TrashIcon} size="sm" label={t`Delete ${name}`} onClick={remove} />
        </Inline>
      </div>
      <QuestionEditor
        question={question}
        update={update}
        unfinishedNote={(problem) =>
          t`Unfinished, kept as a draft: ${problem} Finish or delete it before publishing.`
        }
      />
    </li>
  );
}

/**
 * The form activity (spec §2 /modules/{m}/form/{a}): its pass mark, attempts and shuffle, and the
 * question builder: six question types, each with its answer, points, feedback and a preview.
 */
export function FormEditor({ draft }: { draft: ActivityDraftState }) {
  const { t } = useLingui();
  const form = draft.draft.content as Form;
  const [type, setType] = useState<QuestionType>('single');
  const update = (patch: Partial<Form>, mergeKey?: string) =>
    draft.change((current) => ({ ...current, content: { ...form, ...patch } }), mergeKey);
  const setQuestions = (questions: Question[], mergeKey?: string) =>
    update({ questions }, mergeKey);
  return (
    <>
      <FormSettings form={form} update={update} />
      <ol className={styles.blockList} aria-label={t`Questions`}>
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
      {form.questions.length === 0 ? (
        <p className={styles.note}>
          <Trans>No questions yet.</Trans>
        </p>
      ) : null}
      <Inline gap={2} align="end" wrap>
        <Select
          label={t`New question`}
          options={questionTypes.map((value) => ({ value, label: questionTypeLabels[value] }))}
          value={type}
          onValueChange={(value) => setType(value as QuestionType)}
        />
        <Button
          variant="secondary"
          disabled={form.questions.length >= maxQuestions}
          onClick={() => setQuestions([...form.questions, newQuestion(type)])}
        >
          <Trans>Add question</Trans>
        </Button>
      </Inline>
    </>
  );
}
