import { helpDeskAssistantId, type Locale, parseAssistantReply } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../src/seed/economy-catalogue';
import { as, grant, signInAdmin } from './support/economy';
import { pushToJanus, waitForRun } from './support/help-desk';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

type Message = { role: string; content: Array<{ text: { value: string } }> };
const replyText = (message: Message | null | undefined) =>
  parseAssistantReply(message?.content.map((item) => item.text.value).join('\n') ?? '').message;

let t: TestApp;
const readers = {} as Record<Locale, SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  for (const locale of ['fil', 'en'] as const) {
    const session = await registerStudent(t.app);
    await as(t, session).put('/sso/auth/me/locale', { locale });
    // The writing coach costs 2 energy a message.
    await grant(t, admin, session.user.id, 'ENERGY', 2);
    readers[locale] = session;
  }
});
afterAll(async () => {
  await t.close();
});

/** A standard assistant's offline answer to one prompt, for the reader of `locale`. */
async function answer(slug: string, prompt: string, locale: Locale) {
  const session = readers[locale];
  const asked = await as(t, session).post(`/tools-api/gpt/standard/assistants/${slug}`, {
    assistantId: seedId(`assistant:${slug}`),
    saveUserThread: false,
    cost: 0,
    prompt,
  });
  const { threadId, runId } = asked.json().data;
  expect((await waitForRun(t, session, 'standard', threadId, runId)).status).toBe('completed');
  const thread = await as(t, session).get(`/tools-api/gpt/standard/assistants/thread/${threadId}`);
  return replyText(thread.json().data.messages.body.data[0]);
}

describe("every assistant's offline answer in the account's language (decision 0046)", () => {
  it('Janus: the opening stored in a new thread, and a help article', async () => {
    const filipino = await pushToJanus(t, readers.fil, 'How do I sign out?');
    const [reply, , opening] = filipino.messages.body.data as Message[];
    expect(replyText(opening)).toMatch(/^Kumusta, ako si Janus, ang help desk ng Sparked\./);
    expect(replyText(reply)).toMatch(/^Pindutin ang "Mag-sign out" sa kanang itaas/);

    const english = await pushToJanus(t, readers.en, 'How do I sign out?');
    const [answered, , greeted] = english.messages.body.data as Message[];
    expect(replyText(greeted)).toMatch(/^Hi, I'm Janus, the Sparked help desk\./);
    expect(replyText(answered)).toMatch(/^Press "Sign out" at the top right/);
  });

  it("an account that chose no language is answered in its browser's", async () => {
    const session = await registerStudent(t.app);
    const push = async (acceptLanguage: string) => {
      const response = await as(t, session).post(
        '/tools-api/help-desk/threads/push',
        {
          threadId: null,
          assistantId: helpDeskAssistantId,
          prompt: 'How do I sign out?',
          context: { pagePath: '/profile' },
        },
        { 'accept-language': acceptLanguage },
      );
      expect(response.statusCode).toBe(200);
      return response.json().data.messages.body.data as Message[];
    };
    const [reply, , opening] = await push('fil-PH,fil;q=0.9,en;q=0.8');
    expect(replyText(opening)).toMatch(/^Kumusta, ako si Janus/);
    expect(replyText(reply)).toMatch(/^Pindutin ang "Mag-sign out"/);
    const [answered, , greeted] = await push('en-GB');
    expect(replyText(greeted)).toMatch(/^Hi, I'm Janus/);
    expect(replyText(answered)).toMatch(/^Press "Sign out"/);
  });

  it('the Sparked guide', async () => {
    const prompt = 'How does energy refill?';
    expect(await answer('sparked-guide', prompt, 'fil')).toMatch(
      /^Kusang napupunong muli ang enerhiya/,
    );
    expect(await answer('sparked-guide', prompt, 'en')).toMatch(/^Energy refills by itself/);
  });

  it('the study buddy', async () => {
    const notes =
      'Photosynthesis is how plants make food from light. Plants need water and sunlight to grow tall and green every day.';
    expect(await answer('study-buddy', notes, 'fil')).toContain('- 1. Ano ang Photosynthesis?');
    expect(await answer('study-buddy', notes, 'en')).toContain('- 1. What is Photosynthesis?');
  });

  it('the writing coach', async () => {
    const paragraph =
      'My dog is really big. My dog likes the park. My dog runs fast and my dog sleeps all day long.';
    expect(await answer('writing-coach', paragraph, 'fil')).toContain(
      '- 3 pangungusap ang nagsisimula sa "my". Ibahin ang simula ng mga ito.',
    );
    expect(await answer('writing-coach', paragraph, 'en')).toContain(
      '- 3 sentences start with "my". Vary how they begin.',
    );
  });

  it('the maths explainer', async () => {
    expect(await answer('maths-explainer', 'What is 2 + 3 x 4?', 'fil')).toContain(
      '- Nauuna ang × at ÷ sa + at −, mula kaliwa pakanan: 3 × 4 = 12',
    );
    expect(await answer('maths-explainer', 'What is 2 + 3 x 4?', 'en')).toContain(
      '- × and ÷ come before + and −, left to right: 3 × 4 = 12',
    );
  });
});
