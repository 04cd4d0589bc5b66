import type { LearnerActivity, LearnerOutline } from '@sparked/contracts';
import type { Translate } from '../../i18n/catalogues';
import { readModuleText } from '../modules';

/** A module's outline as the player shows it, its seeded titles in the reader's language (0046). */
export function outlineInReadersLanguage(outline: LearnerOutline, read: Translate): LearnerOutline {
  const text = readModuleText(read);
  const titled = <T extends { title: string }>(item: T): T => ({
    ...item,
    title: text(item.title),
  });
  return {
    ...titled(outline),
    description: text(outline.description),
    sections: outline.sections.map((section) => ({
      ...titled(section),
      units: section.units.map((unit) => ({
        ...titled(unit),
        activities: unit.activities.map(titled),
      })),
    })),
  };
}

/** An activity in the player, its seeded title in the reader's language. */
export const activityInReadersLanguage = (
  activity: LearnerActivity,
  read: Translate,
): LearnerActivity => ({ ...activity, title: readModuleText(read)(activity.title) });
