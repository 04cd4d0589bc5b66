import type { ServerMessage } from '../../i18n/catalogues';
import { seededTexts } from '../../i18n/seeded-texts';
import { seededContentTexts } from '../../seed/demo-module-content';

/**
 * The titles and descriptions of the demo modules Sparked seeds, and of their sections, units and
 * activities; the catalogue translates them (decision 0046). What the activities hold is in
 * `seed/demo-module-content.ts`, whose texts a learner reads are descriptors too.
 */
export const seededModuleTexts = {
  photosynthesis: {
    title: /*i18n*/ { id: 'demo.module.photosynthesis.title', message: 'Photosynthesis' },
    description: /*i18n*/ {
      id: 'demo.module.photosynthesis.description',
      message: 'How plants turn light, water and air into food, with a ten-question check.',
    },
    section: /*i18n*/ {
      id: 'demo.module.photosynthesis.section',
      message: 'How plants make food',
    },
    unit: /*i18n*/ { id: 'demo.module.photosynthesis.unit', message: 'Light and leaves' },
    ebook: /*i18n*/ {
      id: 'demo.module.photosynthesis.ebook',
      message: 'What is photosynthesis?',
    },
    quiz: /*i18n*/ {
      id: 'demo.module.photosynthesis.quiz',
      message: 'Check your understanding',
    },
  },
  climate: {
    title: /*i18n*/ { id: 'demo.module.climate.title', message: 'Climate science basics' },
    description: /*i18n*/ {
      id: 'demo.module.climate.description',
      message: 'The greenhouse effect and the carbon cycle, page by page.',
    },
    section: /*i18n*/ { id: 'demo.module.climate.section', message: 'Our warming planet' },
    unit: /*i18n*/ { id: 'demo.module.climate.unit', message: 'Why it warms' },
    pages: /*i18n*/ { id: 'demo.module.climate.pages', message: 'Climate in three pages' },
    simulation: /*i18n*/ {
      id: 'demo.module.climate.simulation',
      message: 'Greenhouse effect simulation',
    },
  },
} as const;

/** Reads a module's title, description, outline or content text: seeded ones in the reader's language. */
export const readModuleText = seededTexts([
  ...Object.values(seededModuleTexts).flatMap((texts) => Object.values<ServerMessage>(texts)),
  ...seededContentTexts,
]);
