import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type GameMode,
  type GameSource,
  gameLimits,
  questionSetLimits,
  readQuestionSet,
} from '@sparked/contracts';
import { catalogueSentence } from '@sparked/features/api-client';
import { gameSourcesQueryOptions, useCreateGameRoom } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextArea } from '@sparked/ui/text-area';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import type { Choice } from './choice-fieldset';
import { openRoomOnSubmit, PlayModeFieldset, type RoomSetupProps } from './room-setup';

/** "4 questions", or "3 questions; 1 ordering question left out". */
const sourceCount = (source: GameSource) => {
  const questions = plural(source.questionCount, { one: '# question', other: '# questions' });
  if (!source.leftOutCount) return questions;
  const leftOut = plural(source.leftOutCount, {
    one: '# ordering question left out',
    other: '# ordering questions left out',
  });
  return `${questions}; ${leftOut}`;
};

/** Said before the game: which questions it skips, and why. */
const leftOutNote = (count: number) =>
  plural(count, {
    one: 'Its ordering question is left out of the game: putting items in order cannot be answered with a press or a word in the time a game gives. Every other question is played.',
    other:
      'Its # ordering questions are left out of the game: putting items in order cannot be answered with a press or a word in the time a game gives. Every other question is played.',
  });

/** The select's value for questions typed in this form rather than taken from an activity. */
const typedHere = 'typed';

const setExample =
  'Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nANSWER: A\nWHY: It orbits at about 58 million km.';

/** A question set typed here, read as it is typed: how many questions, or what to fix. */
function QuestionSetFields({
  title,
  text,
  onTitle,
  onText,
}: {
  title: string;
  text: string;
  onTitle: (title: string) => void;
  onText: (text: string) => void;
}) {
  const { t } = useLingui();
  const reading = useMemo(() => readQuestionSet(text), [text]);
  const count = reading.questions.length;
  const [problem] = reading.problems;
  return (
    <>
      <TextField
        label={t`Game title`}
        required
        maxLength={120}
        value={title}
        onChange={(event) => onTitle(event.target.value)}
      />
      <TextArea
        label={t`Questions`}
        description={t`Each question, then its options A. B. C. … on their own lines, then ANSWER: and the right letter; WHY: and a reason is shown at the reveal. A blank line between questions. This is the Aiken format other quiz tools export.`}
        placeholder={setExample}
        required
        rows={10}
        maxLength={questionSetLimits.maxTextLength}
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      <p className={page.note} aria-live="polite">
        {text.trim() === ''
          ? ''
          : problem
            ? catalogueSentence(problem.english, problem.entry)
            : plural(count, { one: '# question ready.', other: '# questions ready.' })}
      </p>
    </>
  );
}

/** An educator opens a room from one of their form activities, or from questions typed here. */
export function HostSetup({ competition, onOpened }: RoomSetupProps) {
  const { t } = useLingui();
  const { session } = useSession();
  const modes: Choice<GameMode>[] = [
    {
      value: 'live',
      label: t({ message: 'Live', comment: 'A game everyone plays at once.' }),
      description: t`Everyone answers together; you move the game on.`,
    },
    {
      value: 'self-paced',
      label: t`Self-paced`,
      description: t`Each player works through the questions before a deadline.`,
    },
  ];
  const sources = useQuery(gameSourcesQueryOptions(session.client));
  const create = useCreateGameRoom(session.client);
  const [source, setSource] = useState('');
  const [setTitle, setSetTitle] = useState('');
  const [setText, setSetText] = useState('');
  const [mode, setMode] = useState<GameMode>('live');
  const [seconds, setSeconds] = useState(String(gameLimits.defaultSeconds));
  const [hours, setHours] = useState('24');
  const typed = source === typedHere;
  const submit = openRoomOnSubmit(
    create,
    () => ({
      ...(typed ? { questionSet: { title: setTitle, text: setText } } : { activityId: source }),
      mode,
      secondsPerQuestion: Number(seconds),
      openMinutes: Math.round(Number(hours) * 60),
      competition,
    }),
    onOpened,
  );
  return (
    <Card as="section" heading={t`Host a game`} headingLevel={2}>
      <QueryState query={sources} loading={t`Loading your quizzes`} what={t`your quizzes`}>
        {(list) => {
          const chosenSource = list.find((item) => item.activityId === source);
          return (
            <form onSubmit={(event) => void submit(event)}>
              <Stack gap={4} align="start">
                {list.length === 0 ? (
                  <p className={page.note}>
                    <Trans>
                      Type your questions here, or{' '}
                      <Link to="/educator/modules">add a form to one of your modules</Link>: every
                      question but ordering ones can be played.
                    </Trans>
                  </p>
                ) : null}
                <Select
                  label={t`Questions from`}
                  placeholder={t`Choose a form, or type your own`}
                  options={[
                    ...list.map((item) => ({
                      value: item.activityId,
                      label: `${item.moduleTitle}: ${item.title} (${sourceCount(item)})`,
                    })),
                    { value: typedHere, label: t`Questions I type here` },
                  ]}
                  value={source}
                  onValueChange={setSource}
                  required
                />
                {chosenSource?.leftOutCount ? (
                  <p className={page.note}>{leftOutNote(chosenSource.leftOutCount)}</p>
                ) : null}
                {typed ? (
                  <QuestionSetFields
                    title={setTitle}
                    text={setText}
                    onTitle={setSetTitle}
                    onText={setSetText}
                  />
                ) : null}
                <PlayModeFieldset choices={modes} value={mode} onChange={setMode} />
                <TextField
                  label={t`Seconds for each question`}
                  type="number"
                  min={gameLimits.minSeconds}
                  max={gameLimits.maxSeconds}
                  required
                  value={seconds}
                  onChange={(event) => setSeconds(event.target.value)}
                />
                {mode === 'self-paced' ? (
                  <TextField
                    label={t`Open for (hours)`}
                    type="number"
                    min={1}
                    max={168}
                    required
                    value={hours}
                    onChange={(event) => setHours(event.target.value)}
                  />
                ) : null}
                {create.error ? <p className={page.errorText}>{create.error.message}</p> : null}
                <Button type="submit" loading={create.isPending} disabled={!source}>
                  <Trans>Open the room</Trans>
                </Button>
              </Stack>
            </form>
          );
        }}
      </QueryState>
    </Card>
  );
}
