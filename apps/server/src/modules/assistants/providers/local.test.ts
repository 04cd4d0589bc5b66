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
});
