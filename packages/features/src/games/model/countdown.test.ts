import type { GameQuestion } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, secondsLeft } from './countdown';

const question: GameQuestion = {
  index: 0,
  prompt: 'Plants need light.',
  answerKind: 'option',
  options: [],
  seconds: 20,
  startedAt: '2026-11-27T10:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('the question timer', () => {
  it('counts on the server clock, whatever the device clock says', () => {
    expect(secondsLeft(question, 0, at('2026-11-27T10:00:00.000Z'))).toBe(20);
    expect(secondsLeft(question, 0, at('2026-11-27T10:00:12.300Z'))).toBe(8);
    // The device is 5 s behind the server: it reads 10:00:07, the server is at 10:00:12.
    expect(secondsLeft(question, 5000, at('2026-11-27T10:00:07.000Z'))).toBe(8);
    expect(secondsLeft(question, 0, at('2026-11-27T10:01:00.000Z'))).toBe(0);
  });

  it('speaks at ten and five seconds and at the end, not every second', () => {
    expect(countdownAnnouncement(10, 20)).toBe('10 seconds left.');
    expect(countdownAnnouncement(10, 10)).toBeNull();
    expect(countdownAnnouncement(9, 20)).toBeNull();
    expect(countdownAnnouncement(5, 20)).toBe('5 seconds left.');
    expect(countdownAnnouncement(0, 20)).toBe('Time is up.');
  });
});
