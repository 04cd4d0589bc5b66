import { ltiMediaTypes, ltiServiceScopes } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { type LinkRow, ltiAdvantageRepository as repository } from './advantage-repository';
import { serviceSaid } from './service-said';
import { detailOf, ServiceError, type ServicePlatform, type ServiceTokens } from './service-tokens';

/** The scoreMaximum of a line item Sparked makes: scores go as a percentage. */
export const lineItemMaximum = 100;
/** How long a sender may take to make a line item before another may try. */
const leaseMs = 60_000;

/** `<lineitem>/scores` (or `/results`), keeping the line item's query string (AGS §3.4). */
export function serviceUrl(lineItemUrl: string, leaf: 'scores' | 'results'): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${leaf}`;
  return url.toString();
}

interface LineItem {
  id?: unknown;
  resourceLinkId?: unknown;
}

/**
 * The line item a link's scores go to: the one the launch named (the LMS's own, or one deep
 * linking asked for), else one Sparked makes with the line-items service (AGS §3.2), once: it
 * looks first for one it made before (a sender that died after the LMS made it but before it was
 * saved), and a lease keeps two senders from making one each.
 */
export function createLineItems(deps: { db: Database; tokens: ServiceTokens; now: () => Date }) {
  const { db, tokens, now } = deps;
  const scopes = [ltiServiceScopes.lineItem];

  async function existing(platform: ServicePlatform, link: LinkRow, container: string) {
    const url = new URL(container);
    url.searchParams.set('resource_link_id', link.resourceLinkId);
    const response = await tokens.call(
      platform,
      scopes,
      url.toString(),
      { accept: ltiMediaTypes.lineItemContainer },
      'lineItems',
    );
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const items = (await response.json().catch(() => [])) as LineItem[];
    const found = Array.isArray(items)
      ? items.find(
          (item) => item.resourceLinkId === link.resourceLinkId && typeof item.id === 'string',
        )
      : undefined;
    return found?.id as string | undefined;
  }

  async function create(platform: ServicePlatform, link: LinkRow, container: string) {
    const response = await tokens.call(
      platform,
      scopes,
      container,
      {
        method: 'POST',
        accept: ltiMediaTypes.lineItem,
        contentType: ltiMediaTypes.lineItem,
        body: JSON.stringify({
          scoreMaximum: lineItemMaximum,
          label: (link.title ?? '').trim() || 'Sparked activity',
          resourceLinkId: link.resourceLinkId,
          resourceId: link.activityId ?? link.moduleId ?? link.resourceLinkId,
          tag: 'sparked',
        }),
      },
      'lineItems',
    );
    if (!response.ok) {
      const passing = response.status >= 500 || [401, 403, 408, 429].includes(response.status);
      throw new ServiceError(
        serviceSaid.columnNotMade(response.status, await detailOf(response)),
        passing,
        response.status,
      );
    }
    const item = (await response.json().catch(() => ({}))) as LineItem;
    if (typeof item.id !== 'string' || !URL.canParse(item.id))
      throw new ServiceError(serviceSaid.columnWithoutAddress, true);
    return item.id;
  }

  return {
    async lineItemOf(platform: ServicePlatform, link: LinkRow): Promise<string> {
      if (link.lineItemUrl) return link.lineItemUrl;
      const container = link.lineItemsUrl;
      if (!container || !link.gradeScopes.includes(ltiServiceScopes.lineItem))
        throw new ServiceError(serviceSaid.noColumnAllowed, false);
      const at = now();
      if (!(await repository.leaseLineItem(db, link.id, at, new Date(at.getTime() + leaseMs)))) {
        // Made meanwhile (by this sender for an earlier score, or by another), or being made.
        const made = await repository.lineItemOf(db, link.id);
        if (made) return made;
        throw new ServiceError(serviceSaid.columnBeingMade, true);
      }
      const url =
        (await existing(platform, link, container)) ?? (await create(platform, link, container));
      await repository.setLineItem(db, link.id, url);
      return url;
    },
  };
}

export type LineItems = ReturnType<typeof createLineItems>;
