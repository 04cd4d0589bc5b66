import { msg, t } from '@lingui/core/macro';
import type { ActivityType, ModuleStatus } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';
import { dateFormat } from '@sparked/ui/format';

export const moduleStatusLabels = translatedRecord<ModuleStatus>({
  draft: msg`Draft`,
  published: msg`Published`,
  archived: msg`Archived`,
});

const editedFormat = dateFormat('date and time');

/** 'Edited Nov 25, 2026, 4:05 PM' in the reader's time zone. */
export function formatEditedAt(iso: string): string {
  const when = editedFormat.format(new Date(iso));
  return t`Edited ${when}`;
}

export const activityTypeLabels = translatedRecord<ActivityType>({
  ebook: msg`E-book`,
  'multi-ebook': msg`Multi-page e-book`,
  iframe: msg`Embedded page`,
  form: msg`Form`,
  scorm: msg`SCORM package`,
});
