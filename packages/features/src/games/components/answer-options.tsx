import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { GameQuestion, GameReveal } from '@sparked/contracts';
import * as styles from './game.css';

/** A letter per option, so an option is told apart by more than its colour or place. */
const letters = 'ABCDEFGHIJ';

type OptionState = keyof typeof styles.optionState;

function stateOf(id: string, chosen: readonly string[], reveal: GameReveal | null): OptionState {
  if (reveal) return reveal.correctOptionIds.includes(id) ? 'right' : 'wrong';
  return chosen.includes(id) ? 'chosen' : 'idle';
}

const notes: Record<OptionState, MessageDescriptor | null> = {
  idle: null,
  chosen: msg`Your answer`,
  right: msg`Right answer`,
  wrong: null,
};

/**
 * A question's options as large buttons. Before the reveal a press answers (or, with several to
 * pick, picks and unpicks); after it the right options say so in words and, for the host, how
 * many picked each.
 */
export function AnswerOptions({
  question,
  chosen,
  reveal,
  disabled,
  onChoose,
}: {
  question: GameQuestion;
  chosen: readonly string[];
  reveal: GameReveal | null;
  disabled: boolean;
  onChoose?: (optionId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const pickedBy = (count: number) =>
    plural(count, { one: '# picked this', other: '# picked this' });
  return (
    <ul className={styles.options} aria-label={t`Answers`}>
      {question.options.map((option, index) => {
        const state = stateOf(option.id, chosen, reveal);
        const count = reveal?.counts[option.id];
        const note = [
          notes[state] ? i18n._(notes[state]) : '',
          reveal && chosen.includes(option.id) && state === 'wrong' ? t`Your answer` : '',
          count === undefined ? '' : pickedBy(count),
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={option.id}>
            <button
              type="button"
              className={styles.optionState[state]}
              disabled={disabled || !onChoose}
              aria-pressed={onChoose ? chosen.includes(option.id) : undefined}
              onClick={() => onChoose?.(option.id)}
            >
              <span className={styles.shape} aria-hidden="true">
                {letters[index]}
              </span>
              <span className={styles.optionText}>{option.text}</span>
              {note ? <span className={styles.optionNote}>{note}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
