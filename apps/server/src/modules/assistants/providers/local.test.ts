import type { AssistantKind } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { said } from '../../../i18n/reader';
import { withTutors } from '../tutors';
import { createLocalProvider, type LocalReplier } from './local';
import type { ReplyRequest } from './provider';

// Stand-ins for the help desk's repliers: any text they say is in the reader's language too.
const hello = async () => ({
  type: 'text' as const,
  message: said({ id: 'janus.okay', message: 'Okay.' }),
  close_thread: false,
});
const repliers: Record<AssistantKind, LocalReplier> = withTutors({
  'help-desk': hello,
  standard: hello,
});
const provider = createLocalProvider(repliers);

const ask = async (
  kind: AssistantKind,
  slug: string,
  prompt: string,
  locale: ReplyRequest['user']['locale'],
) =>
  JSON.parse(
    await provider.reply({
      assistant: { kind, slug, name: slug, instructions: '' },
      history: [],
      prompt,
      user: { email: 'ana@example.test', role: 'student', locale },
    }),
  ).message as string;

describe("offline answers in the account's language (decision 0046)", () => {
  it("every replier's texts are in Filipino for a fil account, English otherwise", async () => {
    expect(await ask('help-desk', 'janus', 'hello', 'fil')).toBe('Sige.');
    expect(await ask('help-desk', 'janus', 'hello', 'en')).toBe('Okay.');
  });

  it("the tutors' canned texts", async () => {
    expect(await ask('standard', 'study-buddy', 'help', 'fil')).toContain(
      'Ginagawa kong mga tanong pampraktis ang iyong mga tala.',
    );
    expect(await ask('standard', 'study-buddy', 'help', 'en')).toContain(
      'I turn your notes into practice questions.',
    );
    expect(await ask('standard', 'writing-coach', 'hi', 'fil')).toContain('Mag-paste ng talatang');
    expect(await ask('standard', 'writing-coach', 'hi', 'en')).toContain('Paste a paragraph');
  });

  // mathjs loads on the first calculation: a second or more, many on a busy machine.
  it("the maths explainer's working: its sentences translated, the maths as it is", async () => {
    expect(await ask('standard', 'maths-explainer', 'What is 3 + 4 x (2 - 1)?', 'fil')).toBe(
      [
        'Kuwentahin natin ang `3 + 4 × (2 − 1)` nang paisa-isang hakbang:',
        '- Una ang nasa loob ng panaklong: 2 − 1 = 1',
        '- Nauuna ang × at ÷ sa + at −, mula kaliwa pakanan: 4 × 1 = 4',
        '- Saka ang + at −, mula kaliwa pakanan: 3 + 4 = 7',
        '',
        'Kaya ang `3 + 4 × (2 − 1)` = 7. Subukan mo ang isang katulad nito at ipadala sa akin ang iyong solusyon para masuri ko.',
      ].join('\n'),
    );
    expect(await ask('standard', 'maths-explainer', 'What is 3 + 4 x (2 - 1)?', 'en')).toContain(
      '- Brackets first: 2 − 1 = 1',
    );
    expect(await ask('standard', 'maths-explainer', 'What is 5 / 0?', 'fil')).toContain(
      'Walang sagot ang 5 ÷ 0: walang bagay na mahahati sa sero na bahagi',
    );
  }, 30_000);

  it("the study buddy's quiz: its questions in the reader's language, the notes' words as written", async () => {
    const notes =
      'Evaporation is water turning into vapour. Condensation forms clouds when vapour cools high up. Rain falls.';
    const quiz = await ask('standard', 'study-buddy', notes, 'fil');
    expect(quiz).toMatch(
      /^Narito ang 2 tanong mula sa iyong mga tala\. Sagutin nang hindi tumitingin/,
    );
    expect(quiz).toContain('- 1. Ano ang Evaporation?');
    expect(quiz).toContain('- 2. Punan ang patlang: _____ forms clouds when vapour cools high up.');
    expect(quiz).toContain('\nMga sagot:\n- 1. water turning into vapour');
    expect(await ask('standard', 'study-buddy', notes, 'en')).toMatch(
      /^Here are 2 questions from your notes\. Answer them without looking/,
    );
  });

  it("the writing coach's analysis", async () => {
    const paragraph =
      'The cake was made by my brother. It was really really good and we ate the cake and we shared the cake with the neighbours who said the cake was the best cake they had ever had in their whole lives.';
    const advice = await ask('standard', 'writing-coach', paragraph, 'fil');
    expect(advice).toContain('Mga dapat pagbutihin:');
    expect(advice).toContain('- Mga salitang pampuno: "really" (2×).');
    expect(advice).toContain('- Ginamit mo ang "cake" nang 5 beses.');
    expect(advice).toContain('- Nasa tinig na balintiyak ang "The cake was made by my brother."');
    expect(await ask('standard', 'writing-coach', paragraph, 'en')).toContain(
      '- You use "cake" 5 times.',
    );
  });
});
