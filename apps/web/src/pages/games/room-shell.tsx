import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameCompetition } from '@sparked/contracts';
import type { ApiClient } from '@sparked/features/api-client';
import { type LiveSocket, StageAnnouncer, useLiveGameRoom } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { GamePage } from './game-page';
import type { GameSearch, gamePath } from './game-search';
import { type JoinCall, JoinGame } from './join-game';
import type { RoomSetupProps } from './room-setup';
import { RoomStatus } from './room-status';
import { StageFocus } from './stage-focus';
import { useGameHome } from './use-game-home';

/** A PIN game's page as its route renders it. */
export interface RoomHomeProps {
  title: string;
  competition: GameCompetition | null;
  search: GameSearch;
}

/**
 * A PIN game's page, made from the game's parts: with a room in the address it is that room's
 * screen, so a reload puts a player back in their seat; otherwise the PIN to join and, for
 * educators, the game's setup (lazy, so players never load it).
 */
export function roomHomePage(game: {
  name: Parameters<typeof gamePath>[0];
  /** What the game is, said when it is not played for a competition (`msg`, read when shown). */
  lead: MessageDescriptor;
  useJoin: (client: ApiClient) => JoinCall;
  Room: ComponentType<{ roomId: string; title: string }>;
  Setup: ComponentType<RoomSetupProps>;
  setupLoading: MessageDescriptor;
}) {
  const { Room, Setup } = game;
  return function RoomHome({ title, competition, search }: RoomHomeProps) {
    const { t, i18n } = useLingui();
    const { session } = useSession();
    const join = game.useJoin(session.client);
    const { educator, open } = useGameHome(game.name, competition);
    if (search.room) return <Room key={search.room} roomId={search.room} title={title} />;
    return (
      <GamePage
        title={title}
        competition={competition}
        lead={
          competition
            ? t`Games played here while the winter competition runs count towards its standings.`
            : i18n._(game.lead)
        }
      >
        <JoinGame pin={search.pin} join={join} onJoined={open} />
        {educator ? (
          <Suspense fallback={<Spinner label={i18n._(game.setupLoading)} />}>
            <Setup competition={competition} onOpened={open} />
          </Suspense>
        ) : null}
      </GamePage>
    );
  };
}

/** What a game's stage is given: its room as this viewer sees it, and the way to move. */
export interface StageProps<Room, Move> {
  room: Room;
  move: (move: Move) => void;
  busy: boolean;
}

/**
 * A room's screen, made from the game's parts: the room kept current by the live socket, for
 * its host or a player, with the stage the game picks for this viewer and one live region for
 * what the viewer hears (decision 0044).
 */
export function roomScreen<Room, Move>(game: {
  useRoom: (client: ApiClient, roomId: string) => UseQueryResult<Room, Error>;
  socket: LiveSocket;
  useMove: (
    client: ApiClient,
    roomId: string,
  ) => { mutate: (move: Move) => void; isPending: boolean; error: Error | null };
  heading: (room: Room) => string;
  stage: (room: Room) => ComponentType<StageProps<Room, Move>>;
  /** What this viewer hears as the room changes, said by the stage's one live region. */
  announce: (room: Room) => string;
}) {
  return function RoomScreen({ roomId, title }: { roomId: string; title: string }) {
    const { t } = useLingui();
    const { session } = useSession();
    const room = game.useRoom(session.client, roomId);
    const live = useLiveGameRoom(session, roomId, game.socket);
    const move = game.useMove(session.client, roomId);
    return (
      <QueryState query={room} loading={t`Opening the game`} what={t`the game`} title={title}>
        {(data) => {
          const Stage = game.stage(data);
          return (
            <Stack gap={4}>
              <h1 className={page.title}>{game.heading(data)}</h1>
              <RoomStatus live={live} error={move.error} />
              <StageAnnouncer message={game.announce(data)}>
                <Stage room={data} move={move.mutate} busy={move.isPending} />
              </StageAnnouncer>
              <StageFocus change={data} />
              {live.refusal ? (
                <Link to="/game-arena">
                  <Trans>Back to the game arena</Trans>
                </Link>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    );
  };
}
