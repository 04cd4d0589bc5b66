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
  const to = gamePath(entry.game, entry.competition);
  return (
    <li>
      <Link to={to} search={{ room: entry.roomId }} className={page.headingLink}>
        {entry.title}
      </Link>
      <p className={page.itemMeta}>
        {entry.game === 'password' ? 'Password · ' : ''}
        {historyLine(entry)} · {entry.finished ? 'finished' : 'still running'} ·{' '}
        {shownDate.format(new Date(entry.playedAt))}
      </p>
    </li>
  );
}

/** /game-arena: the games, how each works, and my recent results. */
export function GameArenaPage({ title }: { title: string }) {
  const { session, claims } = useSession();
  const history = useQuery(gameHistoryQueryOptions(session.client));
  const educator = educatorRoles.some((role) => role === claims?.user_role);
  return (
    <Stack gap={4}>
      <h1 className={page.title}>{title}</h1>
      <Card as="section" heading="Game master" headingLevel={2}>
        <Stack gap={3} align="start">
          <p className={page.lead}>
            A live quiz for the whole class. Join with the PIN on your teacher's screen and play
            under a nickname Sparked makes up for you. Right answers score up to 1000 points, more
            the faster you are; after each question you see the answer and why. If your connection
            drops, join again and your score is still there. Teachers can also set the same
            questions to play at your own pace before a deadline.
          </p>
          <Button asChild>
            <Link to="/game/game-master">{educator ? 'Host or join a game' : 'Join a game'}</Link>
          </Button>
        </Stack>
      </Card>
      <Card as="section" heading="Password" headingLevel={2}>
        <Stack gap={3} align="start">
          <p className={page.lead}>
            A team word game over a lesson's glossary. In each one-minute turn, one player sees a
            word and gets their team to say it, without saying the words on the card; the other team
            watches for those words. Play with phones (join with the PIN) or around one shared
            screen.
          </p>
          <Button asChild>
            <Link to="/game/password">{educator ? 'Host or join a game' : 'Join a game'}</Link>
          </Button>
        </Stack>
      </Card>
      <Card as="section" heading="Puzzle maker" headingLevel={2}>
        <Stack gap={3} align="start">
          <p className={page.lead}>
            Crosswords and word searches made by your teachers from a lesson's words. Fill in a
            crossword from the keyboard, or find the words by choosing each one's first and last
            letter. Your first right solution earns experience and points. Every puzzle prints too.
          </p>
          <Button asChild>
            <Link to="/game/puzzle-maker">
              {educator ? 'Make or solve a puzzle' : 'Solve a puzzle'}
            </Link>
          </Button>
        </Stack>
      </Card>
      <Card as="section" heading="Your recent games" headingLevel={2}>
        <QueryState query={history} loading="Loading your games" what="your games">
          {(games) =>
            games.length === 0 ? (
              <p className={page.note}>
                No games yet. Games you play or host show here with your score.
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
