import { dateFormat } from '../../format';

const shownDate = dateFormat('numeric date');
const timeFormat = dateFormat('time');

/** 'Copied on 3/7/2026 · 2:05 PM' in the viewer's time zone (spec §2). */
export function formatCopiedAt(timestamp: number): string {
  return `Copied on ${shownDate.format(timestamp)} · ${timeFormat.format(timestamp)}`;
}
