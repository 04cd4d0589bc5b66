import type { AnalyticsEventRequest } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

export const analyticsRepository = {
  async record(db: Database, event: AnalyticsEventRequest, userId: string | null) {
    const [row] = await db
      .insert(analyticsEvents)
      .values({ ...event, userId })
      .returning({ id: analyticsEvents.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  },
};
