import { msg, t } from '@lingui/core/macro';
import type { ActivityType, ModuleLevel, ModuleStatus } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';
import { dateFormat } from '@sparked/ui/format';

export const moduleStatusLabels = translatedRecord<ModuleStatus>({
  draft: msg({ message: 'Draft', comment: 'A module’s status: not published yet.' }),
  published: msg({ message: 'Published', comment: 'A module’s status: learners can take it.' }),
  archived: msg({ message: 'Archived', comment: 'A module’s status: put away.' }),
});

export const moduleLevelLabels = translatedRecord<ModuleLevel>({
  beginner: msg({ message: 'Beginner', comment: 'A module’s level.' }),
  intermediate: msg({ message: 'Intermediate', comment: 'A module’s level.' }),
  advanced: msg({ message: 'Advanced', comment: 'A module’s level.' }),
});

const editedFormat = dateFormat('date and time');

/** 'Edited Nov 25, 2026, 4:05 PM' in the reader's time zone. */
export const formatEditedAt = (iso: string) => {
  const when = editedFormat.format(new Date(iso));
  return t`Edited ${when}`;
};

export const activityTypeLabels = translatedRecord<ActivityType>({
  ebook: msg`E-book`,
  'multi-ebook': msg`Multi-page e-book`,
  iframe: msg`Embedded page`,
  form: msg({ message: 'Form', comment: 'A kind of activity: a form of questions.' }),
  scorm: msg`SCORM package`,
});
