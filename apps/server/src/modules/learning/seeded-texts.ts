import type { LearnerActivity, LearnerOutline } from '@sparked/contracts';
import type { Translate } from '../../i18n/catalogues';
import type { ReadStored } from '../../i18n/seeded-texts';
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

/** Keys whose strings are never a text to read: ids, kinds, addresses and the answers given. */
const notTexts = new Set([
  'id',
  'type',
  'url',
  'src',
  'href',
  'tone',
  'optionId',
  'answers',
  'draft',
]);

/**
 * Every seeded text in what a learner reads of an activity (questions' prompts, choices and
 * feedback, pages' titles, the text nodes of its documents), found by its English wherever it
 * sits. A text node with marks (a glossary term, a highlight) is left whole: it is one piece of a
 * sentence, or a term a game plays.
 */
function textsIn(value: unknown, text: ReadStored): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((item) => textsIn(item, text));
  if (value === null || typeof value !== 'object' || 'marks' in value) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      notTexts.has(key) ? field : textsIn(field, text),
    ]),
  );
}

/** Part of an activity or of its marking, its seeded texts in the reader's language (0046). */
export const seededTextsIn = <T>(value: T, read: Translate): T =>
  textsIn(value, readModuleText(read)) as T;

/** An activity in the player: its title, content and last marking in the reader's language. */
export const activityInReadersLanguage = (
  activity: LearnerActivity,
  read: Translate,
): LearnerActivity => {
  const { title, content, form } = seededTextsIn(
    { title: activity.title, content: activity.content, form: activity.form },
    read,
  );
  return { ...activity, title, content, ...(form ? { form } : {}) };
};
