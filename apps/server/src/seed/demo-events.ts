import type { Database } from '../db/database';
import { events } from '../db/schema';
import { eventColumns } from '../modules/student-area/events-repository';
import { seededEvents } from '../modules/student-area/seeded-events';

const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();

/** A seeded event's texts in English, as the database holds them until an admin edits. */
const textsOf = (slug: keyof typeof seededEvents) => ({
  slug,
  title: seededEvents[slug].title.message,
  description: seededEvents[slug].description.message,
});

/** The two events spec §2 links to, live for a month from the first start. */
export async function seedDemoEvents(db: Database) {
  await db.insert(events).values([
    eventColumns({
      ...textsOf('ai-bayanihan'),
      startsAt: days(-3),
      endsAt: days(27),
      quest: { kind: 'activities', target: 5 },
      reward: { wallet: 'DIAMONDS', amount: 15 },
    }),
    eventColumns({
      ...textsOf('rtu-ai-bayanihan'),
      startsAt: days(-1),
      endsAt: days(13),
      quest: { kind: 'experience', target: 200 },
      reward: { wallet: 'ACHIEVEMENT_POINTS', amount: 150 },
    }),
  ]);
}
