import { Trans, useLingui } from '@lingui/react/macro';
import { type Question, questionFeedbackLimit } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { ChevronUpIcon, TrashIcon } from '@sparked/ui/icon';
import { IconButton } from '@sparked/ui/icon-button';
import { Switch } from '@sparked/ui/switch';
import { TextField } from '@sparked/ui/text-field';
import { useState } from 'react';
import { moveBlock } from '../model/blocks';
import { withOptionalText } from '../model/questions';
import * as styles from './activity-editor.css';

type Update = (question: Question, mergeKey?: string) => void;
type Props<T extends Question['type']> = {
  question: Extract<Question, { type: T }>;
  update: Update;
};
type Option = { id: string; text: string };
type Choice = Option & { feedback?: string };

const maxOptions = 10;
const numberFrom = (value: string) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** Options of a choice question, each with its "correct" control: radios or checkboxes. */
function ChoiceOptions({ question, update }: Props<'single' | 'multiple'>) {
  const { t } = useLingui();
  const correct = (id: string) =>
    question.type === 'single' ? question.correct === id : question.correct.includes(id);
  const mark = (id: string, checked: boolean) => {
    if (question.type === 'single') update({ ...question, correct: id });
    else {
      const others = question.correct.filter((candidate) => candidate !== id);
      update({ ...question, correct: checked ? [...others, id] : others });
    }
  };
  const setOptions = (options: Choice[], mergeKey?: string) => {
    const ids = new Set(options.map((option) => option.id));
    if (question.type === 'single') {
      const kept = ids.has(question.correct) ? question.correct : (options[0]?.id ?? '');
      update({ ...question, options, correct: kept }, mergeKey);
    } else {
      update(
        { ...question, options, correct: question.correct.filter((id) => ids.has(id)) },
        mergeKey,
      );
    }
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {question.type === 'single' ? (
          <Trans>Options (mark the correct one)</Trans>
        ) : (
          <Trans>Options (mark the correct ones)</Trans>
        )}
      </legend>
      {question.options.map((option, index) => {
        const n = index + 1;
        return (
          <div key={option.id} className={styles.choice}>
            <div className={styles.optionRow}>
              <input
                type={question.type === 'single' ? 'radio' : 'checkbox'}
                name={`correct-${question.id}`}
                checked={correct(option.id)}
                aria-label={t`Option ${n} is correct`}
                onChange={(event) => mark(option.id, event.target.checked)}
              />
              <TextField
                className={styles.grow}
                label={t`Option ${n}`}
                value={option.text}
                maxLength={500}
                onChange={(event) =>
                  setOptions(
                    question.options.map((candidate) =>
                      candidate.id === option.id
                        ? { ...candidate, text: event.target.value }
                        : candidate,
                    ),
                    `${option.id}-text`,
                  )
                }
              />
              <IconButton
                icon={TrashIcon}
                size="sm"
                label={t`Remove option ${n}`}
                disabled={question.options.length <= 2}
                onClick={() =>
                  setOptions(question.options.filter((candidate) => candidate.id !== option.id))
                }
              />
            </div>
            <TextField
              label={t`Feedback for option ${n}`}
              description={t`Shown to a learner who picks it, after they answer.`}
              value={option.feedback ?? ''}
              maxLength={questionFeedbackLimit}
              onChange={(event) =>
                setOptions(
                  question.options.map((candidate) =>
                    candidate.id === option.id
                      ? withOptionalText(candidate, 'feedback', event.target.value)
                      : candidate,
                  ),
                  `${option.id}-feedback`,
                )
              }
            />
          </div>
        );
      })}
      <Button
        size="sm"
        variant="secondary"
        disabled={question.options.length >= maxOptions}
        onClick={() => {
          const n = question.options.length + 1;
          setOptions([...question.options, { id: crypto.randomUUID(), text: t`Option ${n}` }]);
        }}
      >
        <Trans>Add option</Trans>
      </Button>
    </fieldset>
  );
}

/** Items of an ordering question, written in their correct order; learners get them shuffled. */
function OrderingItems({ question, update }: Props<'ordering'>) {
  const { t } = useLingui();
  const setItems = (items: Option[], mergeKey?: string) => update({ ...question, items }, mergeKey);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Items in the correct order</Trans>
      </legend>
      {question.items.map((item, index) => {
        const n = index + 1;
        return (
          <div key={item.id} className={styles.optionRow}>
            <TextField
              className={styles.grow}
              label={t`Item ${n}`}
              value={item.text}
              maxLength={500}
              onChange={(event) =>
                setItems(
                  question.items.map((candidate) =>
                    candidate.id === item.id
                      ? { ...candidate, text: event.target.value }
                      : candidate,
                  ),
                  `${item.id}-text`,
                )
              }
            />
            <IconButton
              icon={ChevronUpIcon}
              size="sm"
              label={t`Move item ${n} up`}
              disabled={index === 0}
              onClick={() => setItems(moveBlock(question.items, index, -1))}
            />
            <IconButton
              icon={TrashIcon}
              size="sm"
              label={t`Remove item ${n}`}
              disabled={question.items.length <= 2}
              onClick={() =>
                setItems(question.items.filter((candidate) => candidate.id !== item.id))
              }
            />
          </div>
        );
      })}
      <Button
        size="sm"
        variant="secondary"
        disabled={question.items.length >= maxOptions}
        onClick={() => setItems([...question.items, { id: crypto.randomUUID(), text: '' }])}
      >
        <Trans>Add item</Trans>
      </Button>
    </fieldset>
  );
}

/** Accepted answers typed as one comma-separated line, kept as typed while it is edited. */
function ShortAnswerFields({ question, update }: Props<'short-answer'>) {
  const { t } = useLingui();
  const [text, setText] = useState(question.accepted.join(', '));
  return (
    <>
      <TextField
        label={t`Accepted answers`}
        description={t`Separate answers with a comma.`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const accepted = event.target.value
            .split(',')
            .map((answer) => answer.trim())
            .filter(Boolean)
            .slice(0, 20);
          update({ ...question, accepted }, `${question.id}-accepted`);
        }}
      />
      <Switch
        label={t`Letter case matters`}
        checked={question.caseSensitive}
        onCheckedChange={(caseSensitive) => update({ ...question, caseSensitive })}
      />
    </>
  );
}

/** Whether the statement is true, and what a learner answering True, or False, is told. */
function TrueFalseFields({ question, update }: Props<'true-false'>) {
  const { t } = useLingui();
  const setFeedback = (answer: 'true' | 'false', text: string) => {
    const answerFeedback = withOptionalText(question.answerFeedback ?? {}, answer, text);
    const { answerFeedback: _left, ...rest } = question;
    update(
      Object.keys(answerFeedback).length ? { ...rest, answerFeedback } : rest,
      `${question.id}-${answer}-feedback`,
    );
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>The statement is</Trans>
      </legend>
      {[true, false].map((value) => (
        <label key={String(value)}>
          <input
            type="radio"
            name={`truth-${question.id}`}
            checked={question.correct === value}
            onChange={() => update({ ...question, correct: value })}
          />
          {value ? t`True` : t`False`}
        </label>
      ))}
      <div className={styles.fields}>
        {(['true', 'false'] as const).map((answer) => (
          <TextField
            key={answer}
            label={answer === 'true' ? t`Feedback for True` : t`Feedback for False`}
            description={t`Shown to a learner who answers it, after they answer.`}
            value={question.answerFeedback?.[answer] ?? ''}
            maxLength={questionFeedbackLimit}
            onChange={(event) => setFeedback(answer, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** What makes an answer right, by the question's type. */
export function AnswerFields({ question, update }: { question: Question; update: Update }) {
  const { t } = useLingui();
  switch (question.type) {
    case 'single':
    case 'multiple':
      return <ChoiceOptions question={question} update={update} />;
    case 'ordering':
      return <OrderingItems question={question} update={update} />;
    case 'true-false':
      return <TrueFalseFields question={question} update={update} />;
    case 'short-answer':
      return <ShortAnswerFields question={question} update={update} />;
    case 'number':
      return (
        <div className={styles.fields}>
          <TextField
            label={t`Correct answer`}
            type="number"
            value={question.correct}
            onChange={(event) =>
              update(
                { ...question, correct: numberFrom(event.target.value) },
                `${question.id}-correct`,
              )
            }
          />
          <TextField
            label={t`Tolerance (±)`}
            type="number"
            min={0}
            value={question.tolerance}
            onChange={(event) =>
              update(
                { ...question, tolerance: Math.max(0, numberFrom(event.target.value)) },
                `${question.id}-tolerance`,
              )
            }
          />
        </div>
      );
  }
}
