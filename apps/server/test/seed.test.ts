import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createWalletBook } from '../src/modules/wallets/wallet-book';
import { demoAccounts } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/seed';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, signIn } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = (role: string) => {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account;
};

describe('demo data', () => {
  it('seeds authored modules with real content once, through the authoring rules', async () => {
    const book = createWalletBook(loadConfig({}).refills);
    expect(await seedDemoData(t.database.db, book)).toBe(true);
    expect(await seedDemoData(t.database.db, book)).toBe(false);

    const { email, password } = demo('facilitator');
    const { accessToken } = await signIn(t.app, email, password);
    const get = async (url: string) =>
      (await t.app.inject({ url: `/sparked-api${url}`, headers: bearer(accessToken) })).json();
    const { modules } = (await get('/modules')).data;
    const byTitle = Object.fromEntries(
      modules.map((module: { title: string }) => [module.title, module]),
    );
    expect(byTitle.Photosynthesis).toMatchObject({ role: 'owner', status: 'published' });
    expect(byTitle['Climate science basics']).toMatchObject({
      role: 'viewer',
      status: 'published',
      listedInAcademy: true,
    });

    const photosynthesis = (await get(`/modules/${byTitle.Photosynthesis.id}`)).data;
    const [ebook, quiz] = photosynthesis.sections[0].units[0].activities;
    expect([ebook.type, quiz.type]).toEqual(['ebook', 'form']);
    const form = (await get(`/modules/${photosynthesis.id}/activities/${quiz.id}`)).data;
    expect(form.content.questions).toHaveLength(10);
    const book1 = (await get(`/modules/${photosynthesis.id}/activities/${ebook.id}`)).data;
    expect(book1.content.blocks.map((block: { type: string }) => block.type)).toContain('callout');
    // Its key words are the glossary the password game plays on first start.
    const { glossaries } = (await get('/glossaries')).data;
    const plants = glossaries.find(
      (entry: { moduleId: string }) => entry.moduleId === photosynthesis.id,
    );
    expect(plants.entries).toHaveLength(8);
    expect(plants.entries[0]).toEqual({
      term: 'Chlorophyll',
      definition: 'The green pigment in leaves that absorbs sunlight.',
    });
    const classes = (await get('/classes')).data.classes;
    const byName = (name: string) => classes.find((entry: { name: string }) => entry.name === name);
    expect(classes).toHaveLength(2);
    expect(byName('Year 8 Science')).toMatchObject({ students: 4, pending: 1, price: null });
    expect(byName('Summer Science Camp')).toMatchObject({
      students: 0,
      joinMode: 'open',
      price: { amount: 1500, currency: 'usd' },
    });
    const grid = (await get(`/classes/${byName('Year 8 Science').id}/progress`)).data;
    const row = (name: string) =>
      grid.students
        .find((student: { name: string }) => student.name === name)
        .cells.map((cell: { status: string; score: number | null }) => [cell.status, cell.score]);
    expect(row('Sam Student')).toEqual([
      ['completed', null],
      ['available', null],
    ]);
    expect(row('Mia Moreno')).toEqual([
      ['completed', null],
      ['completed', 80],
    ]);
    expect(row('Leo Park')).toEqual([
      ['completed', null],
      ['in-progress', 40],
    ]);
    const overview = (await get('/educator/overview')).data;
    expect(
      overview.attention.map((entry: { studentName: string; reason: string }) => [
        entry.studentName,
        entry.reason,
      ]),
    ).toEqual([
      ['Leo Park', 'failing'],
      ['Ivy Chen', 'not-started'],
    ]);
    const climate = (await get(`/modules/${byTitle['Climate science basics'].id}`)).data;
    expect(
      climate.sections[0].units[0].activities.map((activity: { type: string }) => activity.type),
    ).toEqual(['multi-ebook', 'iframe']);

    const student = await signIn(t.app, demo('student').email, demo('student').password);
    const streak = await t.app.inject({
      url: '/sparked-api/my/streak',
      headers: bearer(student.accessToken),
    });
    expect(streak.json().data).toMatchObject({
      days: 4,
      longest: 6,
      learnedToday: false,
      freezes: 1,
    });
    const [league] = (
      await t.app.inject({ url: '/sparked-api/my/leagues', headers: bearer(student.accessToken) })
    ).json().data;
    expect(league).toMatchObject({
      className: 'Year 8 Science',
      tier: 'silver',
      lastResult: { tier: 'bronze', rank: 1, outcome: 'promoted' },
    });
    expect(
      league.group.members.map((m: { experience: number; zone: string; you: boolean }) => [
        m.experience,
        m.zone,
        m.you,
      ]),
    ).toEqual([
      [160, 'up', false],
      [120, 'stay', true],
      [40, 'down', false],
    ]);
    const games = (
      await t.app.inject({ url: '/sparked-api/games/rooms', headers: bearer(student.accessToken) })
    ).json().data.games;
    expect(games).toEqual([
      expect.objectContaining({
        game: 'game-master',
        role: 'player',
        finished: true,
        playerCount: 4,
      }),
    ]);
    const puzzles = (
      await t.app.inject({ url: '/sparked-api/puzzles', headers: bearer(student.accessToken) })
    ).json().data.puzzles;
    expect(
      puzzles.map((p: { title: string; entryCount: number }) => [p.title, p.entryCount]).sort(),
    ).toEqual([
      ['Climate words', 6],
      ['Photosynthesis words', 6],
    ]);
    const competitions = (
      await t.app.inject({ url: '/sparked-api/competitions', headers: bearer(student.accessToken) })
    ).json().data;
    expect(
      competitions.map((c: { slug: string; status: string; entry: object | null }) => [
        c.slug,
        c.status,
        c.entry !== null,
      ]),
    ).toEqual([
      ['spring-competition', 'live', true],
      ['rtu-ai-competition', 'live', false],
      ['ai-competition', 'live', false],
      ['winter-competition', 'upcoming', false],
    ]);
  });
});
