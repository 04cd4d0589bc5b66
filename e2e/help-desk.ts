// Janus, the help desk, as a person talks to it: shared by the specs that do.
import { expect, type Locator, type Page } from '@playwright/test';
import { inEnglish, type Say } from './catalogues';

/** Opens Janus from the round button and returns the conversation and a way to talk to it. */
export async function openJanus(page: Page, words: Say = inEnglish) {
  await page.getByRole('button', { name: words('Open help desk') }).click();
  const chat = page.getByRole('region', { name: 'Janus' });
  const log = chat.getByRole('log', { name: words('Conversation with Janus') });
  await expect(log).toContainText(words("Hi, I'm Janus, the Sparked help desk. I can:"));
  const replies = log.locator('[data-part="message"][data-role="assistant"]');
  const input = chat.getByRole('textbox', { name: words('Message {title}', { title: 'Janus' }) });
  await expect(input).toBeFocused();
  /** Sends a message and waits for Janus's answer, which it returns. */
  const say = async (text: string): Promise<Locator> => {
    const before = await replies.count();
    await input.fill(text);
    await input.press('Enter');
    await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
    return replies.last();
  };
  return { chat, log, say };
}
