import { Trans, useLingui } from '@lingui/react/macro';
import type { GameQuestion, GameReveal, GameSeat, GivenGameAnswer } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { TextField } from '@sparked/ui/text-field';
import { type FormEvent, useState } from 'react';
import { AnswerOptions } from './answer-options';
import * as styles from './game.css';

type Given = Pick<NonNullable<GameSeat['answer']>, 'optionIds' | 'text'>;

interface GameAnswerProps {
  question: GameQuestion;
  /** The player's answer once given. */
  given: Given | null;
  reveal: GameReveal | null;
  disabled: boolean;
  /** Absent on the host's screen, which only shows the question. */
  onAnswer?: (answer: GivenGameAnswer) => void;
}

/** Several options to pick: each press picks or unpicks, and a button sends them together. */
function PickSeveral({ question, given, reveal, disabled, onAnswer }: GameAnswerProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const open = Boolean(onAnswer) && !given && !reveal;
  const toggle = (id: string) =>
    setPicked((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  return (
    <div className={styles.answerArea}>
      <p>
        {onAnswer ? (
          <Trans>Pick every right answer, then send them.</Trans>
        ) : (
          <Trans>Players pick every right answer.</Trans>
        )}
      </p>
      <AnswerOptions
        question={question}
        chosen={given?.optionIds ?? picked}
        reveal={reveal}
        disabled={disabled || !open}
        onChoose={onAnswer ? toggle : undefined}
      />
      {open ? (
        <Button
          className={styles.answerAreaAction}
          disabled={disabled || picked.length === 0}
          onClick={() => onAnswer?.({ optionIds: picked })}
        >
          <Trans>Send my answers</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** Words or a number typed in; the reveal says what was accepted. */
function TypedAnswer({ question, given, reveal, disabled, onAnswer }: GameAnswerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const open = Boolean(onAnswer) && !given && !reveal;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onAnswer?.({ text });
  };
  const accepted = reveal?.acceptedAnswers ?? [];
  const acceptedList = accepted.join(', ');
  const givenText = given?.text;
  return (
    <div className={styles.answerArea}>
      {open ? (
        <form className={styles.answerArea} onSubmit={submit}>
          <TextField
            label={t`Your answer`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputMode={question.answerKind === 'number' ? 'decimal' : undefined}
            maxLength={200}
            autoComplete="off"
            disabled={disabled}
          />
          <Button
            type="submit"
            className={styles.answerAreaAction}
            disabled={disabled || !text.trim()}
          >
            <Trans>Send my answer</Trans>
          </Button>
        </form>
      ) : null}
      {given?.text ? (
        <p>
          <Trans>
            Your answer: <strong>{givenText}</strong>
          </Trans>
        </p>
      ) : onAnswer ? null : (
        <p>
          <Trans>Players type their answer.</Trans>
        </p>
      )}
      {accepted.length > 0 ? (
        <p>
          {accepted.length === 1 ? (
            <Trans>
              The answer: <strong>{acceptedList}</strong>
            </Trans>
          ) : (
            <Trans>
              Accepted answers: <strong>{acceptedList}</strong>
            </Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A game question answered as its kind asks: one option pressed, several picked and sent, or an
 * answer typed. The host's screen shows the same without the controls.
 */
export function GameAnswer(props: GameAnswerProps) {
  const { question, given, reveal, disabled, onAnswer } = props;
  switch (question.answerKind) {
    case 'option':
      return (
        <AnswerOptions
          question={question}
          chosen={given?.optionIds ?? []}
          reveal={reveal}
          disabled={disabled}
          onChoose={onAnswer && ((optionId) => onAnswer({ optionId }))}
        />
      );
    case 'options':
      return <PickSeveral {...props} />;
    default:
      return <TypedAnswer {...props} />;
  }
}
