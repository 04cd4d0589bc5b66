import type { Puzzle } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balances } from './support/economy';
import { answersByClue, entries, filledRows } from './support/puzzles';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, type SignedIn, signIn } from './support/users';

const base = '/sparked-api/puzzles';
let t: TestApp;
let teacher: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, 'facilitator');
  teacher = await signIn(t.app, user.email);
  student = await registerStudent(t.app);
});
afterAll(() => t.close());

const make = async (kind: string) => {
  const response = await as(t, teacher).post(base, { title: 'Photosynthesis', kind, entries });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Puzzle;
};

describe('the puzzle maker', () => {
  it('makes a crossword whose grid a solver sees without its letters', async () => {
    const puzzle = await make('crossword');
    expect(puzzle.answers).toHaveLength(5);
    const seen = (await as(t, student).get(`${base}/${puzzle.id}`)).json().data as Puzzle;
    expect(seen.answers).toBeNull();
    expect(JSON.stringify(seen)).not.toMatch(/CHLOROPHYLL|GLUCOSE|OXYGEN/);
    expect(
      seen.grid.kind === 'crossword' && seen.grid.clues.map((clue) => clue.clue).sort(),
    ).toEqual(entries.map((entry) => entry.clue).sort());
  });

  it('says which clues are wrong, and rewards the first right solution only', async () => {
    const puzzle = await make('crossword');
    const solve = (rows: string[]) =>
      as(t, student).post(`${base}/${puzzle.id}/solve`, { kind: 'crossword', rows });
    const almost = { ...answersByClue, 'The sugar plants make': 'GLUCOZE' };
    const wrong = (await solve(filledRows(puzzle, almost))).json().data;
    expect(wrong.solved).toBe(false);
    expect(wrong.wrong).toHaveLength(1);
    expect(wrong.wrong[0]).toMatch(/^\d+ (across|down)$/);

    const before = (await balances(t, student)).EXPERIENCE;
    const right = (await solve(filledRows(puzzle, answersByClue))).json().data;
    expect(right).toMatchObject({
      solved: true,
      wrong: [],
      completion: { rewards: expect.arrayContaining([{ wallet: 'EXPERIENCE', amount: 25 }]) },
    });
    const again = (await solve(filledRows(puzzle, answersByClue))).json().data;
    expect(again).toEqual({ solved: true, wrong: [], completion: null });
    expect((await balances(t, student)).EXPERIENCE).toBe(before + 25);
    const listed = (await as(t, student).get(base)).json().data.puzzles;
    expect(listed.find((entry: { id: string }) => entry.id === puzzle.id)).toMatchObject({
      solved: true,
      mine: false,
    });
  });

  it('checks a word search by where each word starts and ends, either way round', async () => {
    const puzzle = await make('word-search');
    if (puzzle.grid.kind !== 'word-search') throw new Error('not a word search');
    const { rows, words } = puzzle.grid;
    // Find each word as a solver would: by reading lines of the grid.
    const found = words.map(({ term }) => {
      for (let r = 0; r < rows.length; r++)
        for (let c = 0; c < rows.length; c++)
          for (const [dr, dc] of [
            [0, 1],
            [1, 0],
            [1, 1],
            [-1, 1],
            [0, -1],
            [-1, 0],
            [-1, -1],
            [1, -1],
          ] as const) {
            const read = [...term].map((_, i) => rows[r + dr * i]?.[c + dc * i]).join('');
            if (read === term)
              return {
                start: [r, c],
                end: [r + dr * (term.length - 1), c + dc * (term.length - 1)],
              };
          }
      throw new Error(`${term} is not in the grid`);
    });
    const solve = (list: object[]) =>
      as(t, student).post(`${base}/${puzzle.id}/solve`, { kind: 'word-search', found: list });
    expect((await solve(found.slice(1))).json().data).toMatchObject({
      solved: false,
      wrong: [words[0]?.term],
    });
    const reversed = found.map(({ start, end }) => ({ start: end, end: start }));
    expect((await solve(reversed)).json().data).toMatchObject({ solved: true });
  });

  it('refuses bad input with a sentence, and puzzles to students who would make them', async () => {
    const few = await as(t, teacher).post(base, {
      title: 'x',
      kind: 'crossword',
      entries: entries.slice(0, 2),
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().error).toContain('Give at least 3 terms.');
    const apart = await as(t, teacher).post(base, {
      title: 'x',
      kind: 'crossword',
      entries: [
        { term: 'abc', clue: 'a' },
        { term: 'def', clue: 'b' },
        { term: 'ghi', clue: 'c' },
      ],
    });
    expect(apart.statusCode).toBe(422);
    expect(apart.json().error).toBe(
      'Only 1 of the terms fit together. Add terms that share letters.',
    );
    expect(
      (await as(t, student).post(base, { title: 'x', kind: 'crossword', entries })).statusCode,
    ).toBe(403);
    const puzzle = await make('crossword');
    const mismatch = await as(t, student).post(`${base}/${puzzle.id}/solve`, {
      kind: 'word-search',
      found: [],
    });
    expect(mismatch.statusCode).toBe(400);
  });
});
