import { type ActivityContent, activityContentSchema } from '@sparked/contracts';
import { z } from 'zod';

/** What an activity copied to the clipboard carries: enough to add it to any module. */
const copiedActivitySchema = z.object({ content: activityContentSchema });

export const copiedActivity = (content: ActivityContent) => ({ content });

/**
 * The content of a clipboard item as an activity, or null when it is not one. Items can arrive by
 * drag and drop from anywhere, so they are checked against the contract before use.
 */
export function pastedActivity(data: unknown): ActivityContent | null {
  const parsed = copiedActivitySchema.safeParse(data);
  return parsed.success ? parsed.data.content : null;
}
