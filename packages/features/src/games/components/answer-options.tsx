import type { GameQuestion, GameReveal } from '@sparked/contracts';
import * as styles from './game.css';

/** A letter per option, so an option is told apart by more than its colour or place. */
const letters = 'ABCDEFGHIJ';

type OptionState = keyof typeof styles.optionState;

function stateOf(id: string, chosen: string | null, reveal: GameReveal | null): OptionState {
  if (reveal) return id === reveal.correctOptionId ? 'right' : 'wrong';
  return id === chosen ? 'chosen' : 'idle';
}

const notes: Record<OptionState, string> = {
  idle: '',
  chosen: 'Your answer',
  right: 'Right answer',
  wrong: '',
};

/**
 * A question's options as large buttons. Before the reveal a press answers; after it the right
 * option says so in words and, for the host, how many picked each.
 */
export function AnswerOptions({
  question,
  chosen,
  reveal,
  disabled,
  onChoose,
}: {
  question: GameQuestion;
  chosen: string | null;
  reveal: GameReveal | null;
  disabled: boolean;
  onChoose?: (optionId: string) => void;
}) {
  return (
    <ul className={styles.options} aria-label="Answers">
      {question.options.map((option, index) => {
        const state = stateOf(option.id, chosen, reveal);
        const count = reveal?.counts[option.id];
        const note = [
          notes[state],
          reveal && option.id === chosen && state === 'wrong' ? 'Your answer' : '',
          count === undefined ? '' : `${count} picked this`,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={option.id}>
            <button
              type="button"
              className={styles.optionState[state]}
              disabled={disabled || !onChoose}
              aria-pressed={onChoose ? option.id === chosen : undefined}
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
