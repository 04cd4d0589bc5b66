import { t } from '@lingui/core/macro';
import { dateFormat } from '../../format';

const shownDate = dateFormat('numeric date');
const timeFormat = dateFormat('time');

/** 'Copied on 3/7/2026 · 2:05 PM' in the viewer's time zone (spec §2). */
export function formatCopiedAt(timestamp: number): string {
  const date = shownDate.format(timestamp);
  const time = timeFormat.format(timestamp);
  return t`Copied on ${date} · ${time}`;
}
