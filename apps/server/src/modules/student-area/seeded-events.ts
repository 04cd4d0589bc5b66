import type { SparkedEvent } from '@sparked/contracts';
import type { Translate } from '../../i18n/catalogues';
import { seededTexts } from '../../i18n/seeded-texts';

/** The texts of the events Sparked seeds (spec §2), by slug; the catalogue translates them. */
export const seededEvents = {
  'ai-bayanihan': {
    title: /*i18n*/ { id: 'demo.event.ai-bayanihan.title', message: 'AI Bayanihan' },
    description: /*i18n*/ {
      id: 'demo.event.ai-bayanihan.description',
      message:
        'A month of learning together about artificial intelligence. Finish five activities, in any class or academy module, to earn diamonds.',
    },
  },
  'rtu-ai-bayanihan': {
    title: /*i18n*/ { id: 'demo.event.rtu-ai-bayanihan.title', message: 'RTU AI Bayanihan' },
    description: /*i18n*/ {
      id: 'demo.event.rtu-ai-bayanihan.description',
      message:
        'The Rizal Technological University edition: earn 200 experience points while it runs to win achievement points for the store.',
    },
  },
} as const;

const readSeeded = seededTexts(
  Object.values(seededEvents).flatMap(({ title, description }) => [title, description]),
);

/** An event with its seeded texts in the reader's language (decision 0046). */
export function eventInReadersLanguage(event: SparkedEvent, read: Translate): SparkedEvent {
  const text = readSeeded(read);
  return { ...event, title: text(event.title), description: text(event.description) };
}
