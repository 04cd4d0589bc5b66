import type { ActivityType, ModuleStatus } from '@sparked/contracts';

export const moduleStatusLabels: Record<ModuleStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

const editedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Edited Nov 25, 2026, 4:05 PM' in the reader's time zone. */
export const formatEditedAt = (iso: string) =>
  `Edited ${editedFormat.format(new Date(iso)).replace(/\u202f/g, ' ')}`;

export const activityTypeLabels: Record<ActivityType, string> = {
  ebook: 'E-book',
  'multi-ebook': 'Multi-page e-book',
  iframe: 'Embedded page',
  form: 'Form',
};
