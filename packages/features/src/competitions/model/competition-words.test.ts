import type { Competition } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { entryText, prizeLines } from './competition-words';

const competition = (changes: Partial<Competition>): Competition => ({
  id: 'c',
  slug: 'cup',
  title: 'Cup',
  description: '',
  rules: '',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  status: 'live',
  registration: 'open',
  classIds: [],
  prizes: [],
  entrants: 12,
  eligible: true,
  entry: { registeredAt: null, score: 1200, rank: 3 },
  closedAt: null,
  ...changes,
});

describe('competition words', () => {
  it('put each place’s prizes on one line, in place order', () => {
    expect(
      prizeLines([
        { place: 2, wallet: 'ACHIEVEMENT_POINTS', amount: 150 },
        { place: 1, wallet: 'ACHIEVEMENT_POINTS', amount: 300 },
        { place: 1, wallet: 'DIAMONDS', amount: 25 },
      ]),
    ).toEqual([
      '1st place: 300 achievement points and 25 diamonds',
      '2nd place: 150 achievement points',
    ]);
  });

  it('say where the student stands as the competition goes on', () => {
    expect(entryText(competition({}))).toBe('You are 3rd of 12 with 1,200 experience points.');
    expect(entryText(competition({ status: 'upcoming' }))).toBe(
      'You are registered. Your score starts counting when it starts.',
    );
    expect(entryText(competition({ status: 'ended', closedAt: '2026-12-01T00:01:00.000Z' }))).toBe(
      'You finished 3rd of 12 with 1,200 experience points.',
    );
    expect(entryText(competition({ entry: null }))).toBe('');
  });
});
