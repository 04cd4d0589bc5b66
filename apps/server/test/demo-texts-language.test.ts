import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { classes, modules } from '../src/db/schema';
import { createWalletBook } from '../src/modules/wallets/wallet-book';
import { demoAccounts } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/seed';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, registerStudent, signIn } from './support/users';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, createWalletBook(loadConfig({}).refills));
  for (const { role, email, password } of demoAccounts)
    tokens[role] = (await signIn(t.app, email, password)).accessToken;
});
afterAll(() => t.close());

/** What the demo student reads at `url`, with the page's language as the web client sends it. */
async function read(url: string, language?: string) {
  const headers = {
    ...bearer(tokens.student ?? ''),
    ...(language ? { 'accept-language': language } : {}),
  };
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return { data: response.json().data, vary: String(response.headers.vary) };
}

const competition = async (language?: string) =>
  (await read('/sparked-api/competitions/ai-competition', language)).data;

describe("the demo data's texts in the reader's language (decision 0046)", () => {
  it("are a competition's title, description and rules, and the answer varies with the language", async () => {
    const filipino = await read('/sparked-api/competitions/ai-competition', 'fil');
    expect(filipino.data).toMatchObject({
      title: 'Paligsahan sa AI',
      description: expect.stringContaining('artificial intelligence, isang gawain'),
      rules: expect.stringContaining('Bukas sa bawat mag-aaral na magpaparehistro.'),
    });
    expect(filipino.vary.toLowerCase()).toContain('accept-language');
    expect(await competition('en')).toMatchObject({
      title: 'AI Competition',
      rules: expect.stringContaining('Open to every student who registers.'),
    });
    const { data: list } = await read('/sparked-api/competitions', 'fil-PH,fil;q=0.9');
    expect(list.map((entry: { title: string }) => entry.title)).toContain(
      'Karera sa Agham ng Tagsibol',
    );
  });

  it("are an event's title and description", async () => {
    const { data: filipino } = await read('/sparked-api/events/rtu-ai-bayanihan', 'fil');
    expect(filipino.description).toMatch(/^Ang edisyon ng Rizal Technological University/);
    const { data: english } = await read('/sparked-api/events/rtu-ai-bayanihan', 'en');
    expect(english.description).toMatch(/^The Rizal Technological University edition/);
  });

  it("are the store's categories and items", async () => {
    const names = async (language: string) =>
      (await read('/tools-api/token-store', language)).data.categories.flatMap(
        (category: { name: string; items: { name: string; description: string }[] }) => [
          category.name,
          ...category.items.map((item) => `${item.name}: ${item.description}`),
        ],
      );
    const filipino = await names('fil');
    expect(filipino).toContain('Mga power-up');
    expect(filipino).toContain('Korona: Isang premium na estilo para sa iyong avatar.');
    expect(filipino).not.toContain('Power-ups');
    expect(await names('en')).toContain('Crown: A premium style for your avatar.');
  });

  it("are a module's titles in the academy and in the player", async () => {
    const { data: academy } = await read('/sparked-api/academy/modules', 'fil');
    const [climate] = academy.modules;
    expect(climate).toMatchObject({
      title: 'Mga batayan ng agham ng klima',
      description: 'Ang greenhouse effect at ang siklo ng carbon, isa-isang pahina.',
    });
    const { data: page } = await read(`/sparked-api/academy/modules/${climate.id}`, 'fil');
    expect(page.sections[0].units[0].activities.map((a: { title: string }) => a.title)).toEqual([
      'Ang klima sa tatlong pahina',
      'Simulasyon ng greenhouse effect',
    ]);

    const db = t.database.db;
    const [year8] = await db.select().from(classes).where(eq(classes.name, 'Year 8 Science'));
    const [plants] = await db.select().from(modules).where(eq(modules.title, 'Photosynthesis'));
    const outline = `/sparked-api/player/classes/${year8?.id}/modules/${plants?.id}`;
    const { data: filipino } = await read(outline, 'fil');
    expect(filipino.title).toBe('Potosintesis');
    expect(filipino.sections[0].title).toBe('Kung paano gumagawa ng pagkain ang mga halaman');
    const ebook = filipino.sections[0].units[0].activities[0];
    expect(ebook.title).toBe('Ano ang potosintesis?');
    const { data: activity } = await read(`${outline}/activities/${ebook.id}`, 'fil');
    expect(activity.title).toBe('Ano ang potosintesis?');
    expect((await read(outline, 'en')).data.title).toBe('Photosynthesis');
  });

  it("are the prompts and choices of a demo activity, and its pages' text", async () => {
    const db = t.database.db;
    const [year8] = await db.select().from(classes).where(eq(classes.name, 'Year 8 Science'));
    const [plants] = await db.select().from(modules).where(eq(modules.title, 'Photosynthesis'));
    const outline = `/sparked-api/player/classes/${year8?.id}/modules/${plants?.id}`;
    const [, quiz] = (await read(outline)).data.sections[0].units[0].activities;
    const prompts = async (language: string) => {
      const { content } = (await read(`${outline}/activities/${quiz.id}`, language)).data;
      return content.questions.map((question: { prompt: string; options?: { text: string }[] }) =>
        [question.prompt, ...(question.options ?? []).map((option) => option.text)].join(' / '),
      );
    };
    expect(await prompts('fil')).toContain(
      'Alin sa mga ito ang kailangan ng halaman para sa potosintesis? / Liwanag / Tubig / Carbon dioxide / Asin',
    );
    expect(await prompts('en')).toContain(
      'Which of these does a plant need for photosynthesis? / Light / Water / Carbon dioxide / Salt',
    );
  });

  it("are the feedback on a demo question's answer", async () => {
    const db = t.database.db;
    const [year8] = await db.select().from(classes).where(eq(classes.name, 'Year 8 Science'));
    const [plants] = await db.select().from(modules).where(eq(modules.title, 'Photosynthesis'));
    const outline = `/sparked-api/player/classes/${year8?.id}/modules/${plants?.id}`;
    const [ebook] = (await read(outline)).data.sections[0].units[0].activities;
    const check = async (language: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${outline}/activities/${ebook.id}/check`,
        headers: { ...bearer(tokens.student ?? ''), 'accept-language': language },
        payload: { blockId: 'check', answer: 'nitrogen' },
      });
      return response.json().data;
    };
    expect(await check('fil')).toMatchObject({
      correct: false,
      feedback: 'Tingnan ang kanang bahagi ng equation.',
      optionFeedback: [{ optionId: 'nitrogen', feedback: expect.stringMatching(/^Nitrogen ang/) }],
    });
    expect((await check('en')).feedback).toBe('Look at the right-hand side of the equation.');
  });

  it("follow the account's language over the browser's", async () => {
    const { accessToken } = await registerStudent(t.app);
    const headers = bearer(accessToken);
    const payload = { locale: 'fil' };
    await t.app.inject({ method: 'PUT', url: '/sso/auth/me/locale', headers, payload });
    for (const language of [{}, { 'accept-language': 'en' }]) {
      const url = '/sparked-api/competitions/ai-competition';
      const answer = await t.app.inject({ url, headers: { ...headers, ...language } });
      expect(answer.json().data.title).toBe('Paligsahan sa AI');
    }
  });

  it('are as an admin wrote them once edited, in every language', async () => {
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/sparked-api/competitions/ai-competition',
      headers: bearer(tokens.admin ?? ''),
      payload: { title: 'AI Competition 2027' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title).toBe('AI Competition 2027');
    expect(await competition('fil')).toMatchObject({
      title: 'AI Competition 2027',
      // A text not edited is still read in the reader's language.
      rules: expect.stringContaining('Bukas sa bawat mag-aaral na magpaparehistro.'),
    });
    expect((await competition('en')).title).toBe('AI Competition 2027');
  });
});
