import type { AcademyModule, AcademyModulePage } from '@sparked/contracts';
import type { Translate } from '../../i18n/catalogues';
import type { ReadStored } from '../../i18n/seeded-texts';
import { readModuleText } from '../modules';

const described = <T extends AcademyModule>(module: T, text: ReadStored): T => ({
  ...module,
  title: text(module.title),
  description: text(module.description),
});

/** The academy's modules, their seeded titles and descriptions in the reader's language (0046). */
export const modulesInReadersLanguage = (modules: AcademyModule[], read: Translate) =>
  modules.map((module) => described(module, readModuleText(read)));

/** A module's academy page, its seeded titles in the reader's language. */
export function modulePageInReadersLanguage(
  page: AcademyModulePage,
  read: Translate,
): AcademyModulePage {
  const text = readModuleText(read);
  return {
    ...described(page, text),
    sections: page.sections.map((section) => ({
      title: text(section.title),
      units: section.units.map((unit) => ({
        title: text(unit.title),
        activities: unit.activities.map((activity) => ({
          ...activity,
          title: text(activity.title),
        })),
      })),
    })),
  };
}
