import type { GameRoom } from '@sparked/contracts';
import { StageAnnouncer } from '@sparked/features/games';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerAnnouncement } from './game-words';
import { PlayerStage } from './player-stage';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: string }) => <a href={to}>{children}</a>,
}));

const start = '2026-11-29T10:00:00.000Z';
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(start));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const seat = {
  playerId: 'p1',
  nickname: 'Brave Otter',
  score: 0,
  rank: 2,
  answer: null,
  finished: false,
  experience: null,
} satisfies GameRoom['seat'];
const question = {
  index: 1,
  prompt: 'Plants need light.',
  answerKind: 'option',
  options: [
    { id: 'true', text: 'True' },
    { id: 'false', text: 'False' },
  ],
  seconds: 20,
  startedAt: start,
} satisfies GameRoom['question'];
const lobby: GameRoom = {
  id: 'room',
  pin: '123456',
  title: 'Plants',
  mode: 'live',
  phase: 'lobby',
  step: 0,
  competition: null,
  questionCount: 5,
  secondsPerQuestion: 20,
  closesAt: null,
  question: null,
  reveal: null,
  playerCount: 3,
  answeredCount: 0,
  standings: [],
  isHost: false,
  seat,
  joinQrSvg: null,
  serverTime: start,
};
const asking: GameRoom = { ...lobby, phase: 'question', question };
const reveal = { correctOptionIds: ['true'], acceptedAnswers: [], explanation: '', counts: {} };

/** A player's stage as the room screen shows it, and what its live regions hold. */
function stage(room: GameRoom) {
  const view = (shown: GameRoom) => (
    <StageAnnouncer message={playerAnnouncement(shown)}>
      <PlayerStage room={shown} move={() => {}} busy={false} />
    </StageAnnouncer>
  );
  const { container, rerender } = render(view(room));
  const regions = () =>
    [...container.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]')].map(
      (region) => region.textContent,
    );
  return {
    regions,
    /** The one live region's text, as a screen reader would have it said. */
    heard: () => {
      expect(regions()).toHaveLength(1);
      return regions()[0];
    },
    becomes: (next: GameRoom) => rerender(view(next)),
    waitSeconds: (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000)),
  };
}

describe("what a game master player hears, through the stage's one live region", () => {
  it('each question as it starts, the time left at 10 and 5 s, the answer locked in, the reveal, the place', () => {
    const player = stage(lobby);
    expect(player.heard()).toBe('Waiting for the host to start. 3 joined.');
    player.becomes(asking);
    expect(player.heard()).toBe('Question 2 of 5 started: Plants need light. 20 seconds.');
    player.waitSeconds(9);
    // Not every second: at 11 seconds left nothing new is said.
    expect(player.heard()).toBe('Question 2 of 5 started: Plants need light. 20 seconds.');
    player.waitSeconds(1);
    expect(player.heard()).toBe('10 seconds left.');
    player.waitSeconds(2);
    expect(player.heard()).toBe('10 seconds left.');
    player.waitSeconds(3);
    expect(player.heard()).toBe('5 seconds left.');
    const answer = { optionIds: ['true'], text: null, correct: null, points: null };
    player.becomes({ ...asking, seat: { ...seat, answer } });
    expect(player.heard()).toBe('Answer locked in. Wait for the reveal.');
    const right = {
      ...seat,
      score: 985,
      rank: 1,
      answer: { ...answer, correct: true, points: 985 },
    };
    player.becomes({ ...asking, phase: 'reveal', reveal, seat: right });
    expect(player.heard()).toBe('The answer was True. You were right, +985 points.');
    player.becomes({ ...asking, phase: 'scoreboard', seat: { ...right, answer: null } });
    expect(player.heard()).toBe('You are 1st with 985 points.');
    player.becomes({ ...lobby, phase: 'podium', seat: { ...right, experience: 9 } });
    expect(player.heard()).toBe('You finished 1st with 985 points and earned 9 experience.');
  });

  it('the time left straight away on a reload with 5 seconds to go', () => {
    vi.setSystemTime(Date.parse(start) + 15_000);
    const player = stage({ ...asking, serverTime: new Date().toISOString() });
    expect(player.heard()).toBe('5 seconds left.');
  });

  it('the end of the time once, then the reveal of a question not answered', () => {
    const player = stage(asking);
    player.waitSeconds(20);
    expect(player.heard()).toBe('Time is up.');
    player.becomes({ ...asking, phase: 'reveal', reveal });
    expect(player.heard()).toBe('The answer was True. You did not answer.');
  });
});
