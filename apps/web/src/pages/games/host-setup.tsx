import { type GameCompetition, type GameMode, gameLimits } from '@sparked/contracts';
import { gameSourcesQueryOptions, useCreateGameRoom } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import * as page from '../page.css';
import { QueryState } from '../query-state';
import * as styles from './games.css';

const modes: { value: GameMode; label: string; description: string }[] = [
  { value: 'live', label: 'Live', description: 'Everyone answers together; you move the game on.' },
  {
    value: 'self-paced',
    label: 'Self-paced',
    description: 'Each player works through the questions before a deadline.',
  },
];

/** An educator opens a room from one of their form activities. */
export function HostSetup({
  competition,
  onOpened,
}: {
  competition: GameCompetition | null;
  onOpened: (roomId: string) => void;
}) {
  const { session } = useSession();
  const sources = useQuery(gameSourcesQueryOptions(session.client));
  const create = useCreateGameRoom(session.client);
  const [activityId, setActivityId] = useState('');
  const [mode, setMode] = useState<GameMode>('live');
  const [seconds, setSeconds] = useState(String(gameLimits.defaultSeconds));
  const [hours, setHours] = useState('24');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const room = await create.mutateAsync({
        activityId,
        mode,
        secondsPerQuestion: Number(seconds),
        openMinutes: Math.round(Number(hours) * 60),
        competition,
      });
      onOpened(room.id);
    } catch {
      // The form says why.
    }
  };
  return (
    <Card as="section" heading="Host a game" headingLevel={2}>
      <QueryState query={sources} loading="Loading your quizzes" what="your quizzes">
        {(list) =>
          list.length === 0 ? (
            <p className={page.note}>
              Games are made from the single-answer and true-or-false questions of a form activity.{' '}
              <Link to="/educator/modules">Add a form to one of your modules</Link> to host one.
            </p>
          ) : (
            <form onSubmit={(event) => void submit(event)}>
              <Stack gap={4} align="start">
                <Select
                  label="Questions from"
                  placeholder="Choose a form activity"
                  options={list.map((source) => ({
                    value: source.activityId,
                    label: `${source.moduleTitle}: ${source.title} (${source.questionCount} questions)`,
                  }))}
                  value={activityId}
                  onValueChange={setActivityId}
                  required
                />
                <fieldset className={styles.fieldset}>
                  <legend className={styles.legend}>How it is played</legend>
                  <Stack gap={2}>
                    {modes.map((option) => (
                      <label key={option.value}>
                        <input
                          type="radio"
                          name="mode"
                          value={option.value}
                          checked={mode === option.value}
                          onChange={() => setMode(option.value)}
                        />{' '}
                        <strong>{option.label}</strong>: {option.description}
                      </label>
                    ))}
                  </Stack>
                </fieldset>
                <TextField
                  label="Seconds for each question"
                  type="number"
                  min={gameLimits.minSeconds}
                  max={gameLimits.maxSeconds}
                  required
                  value={seconds}
                  onChange={(event) => setSeconds(event.target.value)}
                />
                {mode === 'self-paced' ? (
                  <TextField
                    label="Open for (hours)"
                    type="number"
                    min={1}
                    max={168}
                    required
                    value={hours}
                    onChange={(event) => setHours(event.target.value)}
                  />
                ) : null}
                {create.error ? <p className={page.errorText}>{create.error.message}</p> : null}
                <Button type="submit" loading={create.isPending} disabled={!activityId}>
                  Open the room
                </Button>
              </Stack>
            </form>
          )
        }
      </QueryState>
    </Card>
  );
}
