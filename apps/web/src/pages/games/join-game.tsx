import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

/** Joining a room by PIN: either game's join call. */
export type JoinCall = UseMutationResult<{ id: string }, Error, string>;

/** The PIN on the board (or in the link) takes a player to their seat. */
export function JoinGame({
  pin,
  join,
  onJoined,
}: {
  pin?: string;
  join: JoinCall;
  onJoined: (roomId: string) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(pin ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onJoined((await join.mutateAsync(typed.trim())).id);
    } catch {
      // The field says why.
    }
  };
  return (
    <Card as="section" heading={t`Join a game`} headingLevel={2}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap={3} align="start">
          <TextField
            label={t`Game PIN`}
            description={t`The six digits on your teacher's screen. You get a nickname when you join.`}
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
            error={join.error?.message}
          />
          <Button type="submit" loading={join.isPending}>
            <Trans comment="Joins a game with the PIN typed.">Join</Trans>
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
