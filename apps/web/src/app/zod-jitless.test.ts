import { expect, it } from 'vitest';

it('makes zod jitless before zod loads, through the settings object zod adopts', async () => {
  await import('./zod-jitless');
  const { globalConfig } = await import('zod/v4/core');
  expect(globalConfig.jitless).toBe(true);
});
