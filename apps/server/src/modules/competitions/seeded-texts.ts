import type { Competition } from '@sparked/contracts';
import type { Translate } from '../../i18n/catalogues';
import { seededTexts } from '../../i18n/seeded-texts';

/** The texts of the competitions Sparked seeds (spec §2), by slug; the catalogue translates them. */
export const seededCompetitions = {
  'spring-competition': {
    title: /*i18n*/ { id: 'demo.competition.spring.title', message: 'Spring Science Sprint' },
    description: /*i18n*/ {
      id: 'demo.competition.spring.description',
      message: 'Year 8 Science against the clock: every activity you finish scores.',
    },
    rules: /*i18n*/ {
      id: 'demo.competition.spring.rules',
      message:
        'Your score is the experience you earn while the sprint runs.\nThe top three of the class win points, and the winner diamonds too.',
    },
  },
  'winter-competition': {
    title: /*i18n*/ { id: 'demo.competition.winter.title', message: 'Winter Games Cup' },
    description: /*i18n*/ {
      id: 'demo.competition.winter.description',
      message: 'Password, game master and puzzle maker, played through the winter.',
    },
    rules: /*i18n*/ {
      id: 'demo.competition.winter.rules',
      message:
        'Register before it starts.\nEvery game and activity you finish in the window scores.',
    },
  },
  'ai-competition': {
    title: /*i18n*/ { id: 'demo.competition.ai.title', message: 'AI Competition' },
    description: /*i18n*/ {
      id: 'demo.competition.ai.description',
      message:
        'Learn how artificial intelligence works, one activity at a time, and climb the board.',
    },
    rules: /*i18n*/ {
      id: 'demo.competition.ai.rules',
      message:
        'Open to every student who registers.\nYour score is the experience you earn while it runs.\nThe top three win points, and the winner diamonds too.',
    },
  },
  'rtu-ai-competition': {
    title: /*i18n*/ { id: 'demo.competition.rtu-ai.title', message: 'RTU AI Competition' },
    description: /*i18n*/ {
      id: 'demo.competition.rtu-ai.description',
      message: 'The Rizal Technological University edition of the AI competition.',
    },
    rules: /*i18n*/ {
      id: 'demo.competition.rtu-ai.rules',
      message:
        'Open to every student who registers.\nYour score is the experience you earn while it runs.',
    },
  },
} as const;

const readSeeded = seededTexts(
  Object.values(seededCompetitions).flatMap(({ title, description, rules }) => [
    title,
    description,
    rules,
  ]),
);

/** A competition with its seeded texts in the reader's language (decision 0046). */
export function competitionInReadersLanguage(competition: Competition, read: Translate) {
  const text = readSeeded(read);
  return {
    ...competition,
    title: text(competition.title),
    description: text(competition.description),
    rules: text(competition.rules),
  };
}
