import type { AnalyticsEventRequest } from '@sparked/contracts';
import { type ApiClient, ApiError, callEndpoint } from '../../api-client';

/**
 * Records one page view (spec §2: sent after each navigation; automatic page views are off).
 * Resolves whether it was recorded: a lost page view is not worth telling the user about.
 */
export async function sendPageView(
  client: ApiClient,
  view: Pick<AnalyticsEventRequest, 'path' | 'title'>,
): Promise<boolean> {
  try {
    await callEndpoint(client, 'analyticsEvent', {
      body: { name: 'page_view', path: view.path, title: view.title.slice(0, 200) },
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
