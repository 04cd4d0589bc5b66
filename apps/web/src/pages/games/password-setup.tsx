import { Trans, useLingui } from '@lingui/react/macro';
import { type PasswordMode, passwordLimits } from '@sparked/contracts';
import { glossariesQueryOptions, useCreatePasswordRoom } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import type { Choice } from './choice-fieldset';
import { glossaryOptions } from './glossary-options';
import { openRoomOnSubmit, PlayModeFieldset, type RoomSetupProps } from './room-setup';

const rounds = Array.from(
  { length: passwordLimits.maxRounds - passwordLimits.minRounds + 1 },
  (_, at) => String(passwordLimits.minRounds + at),
);

/** An educator opens a password game over the glossary of one of their modules. */
export function PasswordSetup({ competition, onOpened }: RoomSetupProps) {
  const { t } = useLingui();
  const { session } = useSession();
  const modes: Choice<PasswordMode>[] = [
    {
      value: 'phones',
      label: t`With phones`,
      description: t`Players join by PIN. The clue giver and the other team see the card on their phones; this screen shows the clock and the scores.`,
    },
    {
      value: 'screen',
      label: t`One shared screen`,
      description: t`Nobody joins: each clue giver takes this screen in turn while their team guesses.`,
    },
  ];
  const fewest = passwordLimits.minTerms;
  const glossaries = useQuery(glossariesQueryOptions(session.client));
  const create = useCreatePasswordRoom(session.client);
  const [moduleId, setModuleId] = useState('');
  const needsModuleId = useId();
  const [mode, setMode] = useState<PasswordMode>('phones');
  const [roundCount, setRoundCount] = useState(String(passwordLimits.defaultRounds));
  const submit = openRoomOnSubmit(
    create,
    () => ({ moduleId, mode, rounds: Number(roundCount), competition }),
    onOpened,
  );
  return (
    <Card as="section" heading={t`Host a password game`} headingLevel={2}>
      <QueryState query={glossaries} loading={t`Loading your glossaries`} what={t`your glossaries`}>
        {(list) => {
          const playable = list.filter(
            (glossary) => glossary.entries.length >= passwordLimits.minTerms,
          );
          return playable.length === 0 ? (
            <p className={page.note}>
              <Trans>
                The words come from a module’s glossary: select a word in an e-book and mark it with
                the Glossary term tool, with what it means. Mark at least {fewest} terms in{' '}
                <Link to="/educator/modules">one of your modules</Link> to play.
              </Trans>
            </p>
          ) : (
            <form onSubmit={(event) => void submit(event)}>
              <Stack gap={4} align="start">
                <Select
                  label={t`Words from`}
                  placeholder={t`Choose a module`}
                  options={glossaryOptions(playable)}
                  value={moduleId}
                  onValueChange={setModuleId}
                  required
                />
                <PlayModeFieldset choices={modes} value={mode} onChange={setMode} />
                <Select
                  label={t`Rounds (a turn for each team)`}
                  options={rounds.map((value) => ({ value, label: value }))}
                  value={roundCount}
                  onValueChange={setRoundCount}
                />
                {create.error ? <p className={page.errorText}>{create.error.message}</p> : null}
                {moduleId ? null : (
                  <p id={needsModuleId} className={page.note}>
                    <Trans>
                      Choose the module whose words to play, under “Words from”, to open the game.
                    </Trans>
                  </p>
                )}
                <Button
                  type="submit"
                  loading={create.isPending}
                  disabled={!moduleId}
                  aria-describedby={moduleId ? undefined : needsModuleId}
                >
                  <Trans>Open the game</Trans>
                </Button>
              </Stack>
            </form>
          );
        }}
      </QueryState>
    </Card>
  );
}
