import type { GameRoom, PasswordRoom } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { historyLine, placeLine, playerAnnouncement } from './game-words';
import { passwordAnnouncement } from './password-words';

describe('game words', () => {
  it('sums up a game as host or player', () => {
    const base = {
      game: 'game-master',
      roomId: 'r',
      title: 'Quiz',
      finished: true,
      competition: null,
      playedAt: '2026-11-27T10:00:00Z',
    } as const;
    expect(historyLine({ ...base, role: 'host', score: null, rank: null, playerCount: 1 })).toBe(
      'You hosted · 1 player',
    );
    expect(historyLine({ ...base, role: 'player', score: 2450, rank: 2, playerCount: 12 })).toBe(
      '2nd of 12 · 2450 points',
    );
    const password = { ...base, game: 'password', role: 'player', playerCount: 8 } as const;
    expect(historyLine({ ...password, score: 4, rank: 1 })).toBe('Your team came 1st · 4 points');
  });

  it("says a player's place in words", () => {
    const seat = { playerId: 'p', nickname: 'n', answer: null, finished: false, experience: null };
    expect(placeLine({ ...seat, rank: 2, score: 1 })).toBe('You are 2nd with 1 point.');
    expect(placeLine({ ...seat, rank: 3, score: 0 })).toBe('You are 3rd with 0 points.');
    expect(placeLine({ ...seat, rank: 11, score: 40 })).toBe('You are 11th with 40 points.');
  });

  it('reveals several right options, or the typed answers accepted, and a wrong answer', () => {
    const answer = { optionIds: [], text: '7', correct: false, points: 0 };
    const room = {
      phase: 'reveal',
      questionCount: 3,
      seat: { playerId: 'p', nickname: 'n', score: 0, rank: 4, answer, finished: false },
      question: { index: 0, prompt: 'How many?', options: [], seconds: 20 },
      reveal: { correctOptionIds: [], acceptedAnswers: ['12', 'twelve'] },
    } as unknown as GameRoom;
    expect(playerAnnouncement(room)).toBe(
      'The answer was 12 or twelve. You were wrong, no points this time.',
    );
    const options = [1, 2, 3].map((n) => ({ id: `o${n}`, text: `Planet ${n}` }));
    const several = {
      ...room,
      question: { ...room.question, options },
      reveal: { correctOptionIds: ['o1', 'o3'], acceptedAnswers: [] },
    } as unknown as GameRoom;
    expect(playerAnnouncement(several)).toMatch(/^The answers were Planet 1 and Planet 3\. /);
  });
});

describe('password words', () => {
  const room = {
    phase: 'turn',
    role: 'guesser',
    turnsPlayed: 3,
    teams: [
      { name: 'Comets', score: 4 },
      { name: 'Rockets', score: 6 },
    ],
    turn: { team: 0, clueGiver: { nickname: 'Quick Fox' }, got: [] },
    experience: null,
  } as unknown as PasswordRoom;

  it('says each turn as it starts, for the part the player has in it', () => {
    expect(passwordAnnouncement(room)).toBe(
      'Turn 3 started: your team guesses; Quick Fox gives the clues. 60 seconds.',
    );
    expect(passwordAnnouncement({ ...room, role: 'clue-giver' })).toBe(
      'Turn 3 started: you give the clues. 60 seconds.',
    );
    expect(passwordAnnouncement({ ...room, role: 'watcher' })).toBe(
      'Turn 3 started: Comets are guessing. Call it if Quick Fox says a word on the card. 60 seconds.',
    );
  });

  it("then the guessers' words, what the turn came to and who won", () => {
    const turn = { ...room.turn, got: ['moon', 'star'] } as PasswordRoom['turn'];
    expect(passwordAnnouncement({ ...room, turn })).toBe('Guessed this turn: 2.');
    expect(passwordAnnouncement({ ...room, phase: 'turn-over', turn })).toBe('Comets got 2 words.');
    expect(passwordAnnouncement({ ...room, phase: 'finished', experience: 6 })).toBe(
      'Rockets win! You earned 6 experience.',
    );
  });
});
