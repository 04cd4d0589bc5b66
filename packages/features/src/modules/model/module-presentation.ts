import type { ActivityType, ModuleStatus } from '@sparked/contracts';
import { dateFormat } from '@sparked/ui/format';

export const moduleStatusLabels: Record<ModuleStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

const editedFormat = dateFormat('date and time');

/** 'Edited Nov 25, 2026, 4:05 PM' in the reader's time zone. */
export const formatEditedAt = (iso: string) => `Edited ${editedFormat.format(new Date(iso))}`;

export const activityTypeLabels: Record<ActivityType, string> = {
  ebook: 'E-book',
  'multi-ebook': 'Multi-page e-book',
  iframe: 'Embedded page',
  form: 'Form',
  scorm: 'SCORM package',
};
