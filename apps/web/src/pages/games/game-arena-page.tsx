import { Trans, useLingui } from '@lingui/react/macro';
import { educatorRoles, type GameHistoryEntry } from '@sparked/contracts';
import { gameHistoryQueryOptions } from '@sparked/features/games';
import { useSession } from '@sparked/features/session';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { gamePath } from './game-search';
import { historyLine } from './game-words';

const shownDate = dateFormat('date and time');

function RecentGame({ entry }: { entry: GameHistoryEntry }) {
  const { t } = useLingui();
  const to = gamePath(entry.game, entry.competition);
  return (
    <li>
      <Link to={to} search={{ room: entry.roomId }} className={page.headingLink}>
        {entry.title}
      </Link>
      <p className={page.itemMeta}>
        {entry.game === 'password'
          ? `${t({ message: 'Password', comment: 'The name of the team word game.' })} · `
          : ''}
        {historyLine(entry)} ·{' '}
        {entry.finished
          ? t({ message: 'finished', comment: 'A game that is over.' })
          : t({ message: 'still running', comment: 'A game not over yet.' })}{' '}
        · {shownDate.format(new Date(entry.playedAt))}
      </p>
    </li>
  );
}

/** /game-arena: the games, how each works, and my recent results. */
export function GameArenaPage({ title }: { title: string }) {
  const { t } = useLingui();
  const { session, claims } = useSession();
  const history = useQuery(gameHistoryQueryOptions(session.client));
  const educator = educatorRoles.some((role) => role === claims?.user_role);
  return (
    <Stack gap={4}>
      <h1 className={page.title}>{title}</h1>
      <Card as="section" heading={t`Game master`} headingLevel={2}>
        <Stack gap={3} align="start">
          <p className={page.lead}>
            <Trans>
              A live quiz for the whole class. Join with the PIN on your teacher's screen and play
              under a nickname Sparked makes up for you. Right answers score up to 1000 points, more
              the faster you are; after each question you see the answer and why. If your connection
              drops, join again and your score is still there. Teachers can also set the same
              questions to play at your own pace before a deadline.
            </Trans>
          </p>
          <Button asChild>
            <Link to="/game/game-master">{educator ? t`Host or join a game` : t`Join a game`}</Link>
          </Button>
        </Stack>
      </Card>
      <Card
        as="section"
        heading={t({ message: 'Password', comment: 'The name of the team word game.' })}
        headingLevel={2}
      >
        <Stack gap={3} align="start">
          <p className={page.lead}>
            <Trans>
              A team word game over a lesson's glossary. In each one-minute turn, one player sees a
              word and gets their team to say it, without saying the words on the card; the other
              team watches for those words. Play with phones (join with the PIN) or around one
              shared screen.
            </Trans>
          </p>
          <Button asChild>
            <Link to="/game/password">{educator ? t`Host or join a game` : t`Join a game`}</Link>
          </Button>
        </Stack>
      </Card>
      <Card as="section" heading={t`Puzzle maker`} headingLevel={2}>
        <Stack gap={3} align="start">
          <p className={page.lead}>
            <Trans>
              Crosswords and word searches made by your teachers from a lesson's words. Fill in a
              crossword from the keyboard, or find the words by choosing each one's first and last
              letter. Your first right solution earns experience and points. Every puzzle prints
              too.
            </Trans>
          </p>
          <Button asChild>
            <Link to="/game/puzzle-maker">
              {educator ? t`Make or solve a puzzle` : t`Solve a puzzle`}
            </Link>
          </Button>
        </Stack>
      </Card>
      <Card as="section" heading={t`Your recent games`} headingLevel={2}>
        <QueryState query={history} loading={t`Loading your games`} what={t`your games`}>
          {(games) =>
            games.length === 0 ? (
              <p className={page.note}>
                <Trans>No games yet. Games you play or host show here with your score.</Trans>
              </p>
            ) : (
              <ul className={page.cardList}>
                {games.map((entry) => (
                  <RecentGame key={`${entry.role}-${entry.roomId}`} entry={entry} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
    </Stack>
  );
}
