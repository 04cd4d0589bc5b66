import type { Database } from '../db/database';
import { events } from '../db/schema';
import { eventColumns } from '../modules/student-area/events-repository';

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();

/** The two events spec §2 links to, live for a month from the first start. */
export async function seedDemoEvents(db: Database) {
  await db.insert(events).values([
    eventColumns({
      slug: 'ai-bayanihan',
      title: 'AI Bayanihan',
      description:
        'A month of learning together about artificial intelligence. Finish five activities, in any class or academy module, to earn diamonds.',
      startsAt: days(-3),
      endsAt: days(27),
      quest: { kind: 'activities', target: 5 },
      reward: { wallet: 'DIAMONDS', amount: 15 },
    }),
    eventColumns({
      slug: 'rtu-ai-bayanihan',
      title: 'RTU AI Bayanihan',
      description:
        'The Rizal Technological University edition: earn 200 experience points while it runs to win achievement points for the store.',
      startsAt: days(-1),
      endsAt: days(13),
      quest: { kind: 'experience', target: 200 },
      reward: { wallet: 'ACHIEVEMENT_POINTS', amount: 150 },
    }),
  ]);
}
