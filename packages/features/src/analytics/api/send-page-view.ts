import type { AnalyticsEventRequest } from '@sparked/contracts';
import type { ApiClient } from '../../api-client';

/** Records one page view (spec §2: sent after each navigation; automatic page views are off). */
export async function sendPageView(
  client: ApiClient,
  view: Pick<AnalyticsEventRequest, 'path' | 'title'>,
): Promise<boolean> {
  const result = await client.request('analyticsEvent', {
    body: { name: 'page_view', path: view.path, title: view.title.slice(0, 200) },
  });
  return result.success === true;
}
