import { useLingui } from '@lingui/react/macro';
import type { GameCompetition } from '@sparked/contracts';
import type { FormEvent } from 'react';
import { type Choice, ChoiceFieldset } from './choice-fieldset';

/** What a game's setup form is given: the competition it opens rooms for, and the way in. */
export interface RoomSetupProps {
  competition: GameCompetition | null;
  onOpened: (roomId: string) => void;
}

/**
 * A setup form's submit: opens the room the form describes and goes into it. A refusal stays on
 * the form, which shows the create call's error.
 */
export function openRoomOnSubmit<Request>(
  create: { mutateAsync: (request: Request) => Promise<{ id: string }> },
  request: () => Request,
  onOpened: (roomId: string) => void,
) {
  return async (event: FormEvent) => {
    event.preventDefault();
    try {
      onOpened((await create.mutateAsync(request())).id);
    } catch {
      // The form says why.
    }
  };
}

/** How the room is played: each game's modes, chosen the same way. */
export function PlayModeFieldset<Mode extends string>(props: {
  choices: Choice<Mode>[];
  value: Mode;
  onChange: (mode: Mode) => void;
}) {
  const { t } = useLingui();
  return <ChoiceFieldset legend={t`How it is played`} name="mode" {...props} />;
}
