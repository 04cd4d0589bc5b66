import { z } from 'zod';
import type { UserRole } from '../session/constants';
import type { Endpoint } from '../shared/endpoint';
import {
  purchaseRequestSchema,
  purchaseResponseSchema,
  storeCategoriesResponseSchema,
  storeCategoryFieldsSchema,
  storeCategoryIdSchema,
  storeCategoryResponseSchema,
  storeItemIdSchema,
  storeItemRequestSchema,
  storeItemResponseSchema,
  storeItemsResponseSchema,
  tokenStoreResponseSchema,
} from './schemas';

const admin = ['admin'] as const satisfies readonly UserRole[];
const storeItemParams = z.strictObject({ id: storeItemIdSchema });

/** The points store: its items, categories and purchases (decision 0003). */
export const tokenStoreEndpoints = {
  tokenStore: {
    api: 'tools',
    method: 'GET',
    path: '/token-store',
    auth: 'user',
    response: tokenStoreResponseSchema,
    summary: 'Store categories and items, with what the signed-in user owns',
    tags: ['Store'],
  },
  storeItems: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/items',
    auth: admin,
    response: storeItemsResponseSchema,
    summary: 'Every store item, active or not',
    tags: ['Store'],
  },
  createStoreItem: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/items',
    auth: admin,
    idempotent: true,
    body: storeItemRequestSchema,
    status: 201,
    response: storeItemResponseSchema,
    summary: 'Create a store item',
    tags: ['Store'],
  },
  updateStoreItem: {
    api: 'tools',
    method: 'PUT',
    path: '/token-store/items/{id}',
    auth: admin,
    params: storeItemParams,
    body: storeItemRequestSchema,
    response: storeItemResponseSchema,
    summary: 'Change a store item',
    tags: ['Store'],
  },
  storeCategories: {
    api: 'tools',
    method: 'GET',
    path: '/token-store/categories',
    auth: admin,
    response: storeCategoriesResponseSchema,
    summary: 'Every store category, in store order',
    tags: ['Store'],
  },
  createStoreCategory: {
    api: 'tools',
    method: 'POST',
    path: '/token-store/categories',
    auth: admin,
    idempotent: true,
    body: storeCategoryFieldsSchema,
    status: 201,
    response: storeCategoryResponseSchema,
    summary: 'Create a store category',
    tags: ['Store'],
  },
  updateStoreCategory: {
    api: 'tools',
    method: 'PUT',
    path: '/token-store/categories/{id}',
    auth: admin,
    params: z.strictObject({ id: storeCategoryIdSchema }),
    body: storeCategoryFieldsSchema,
    response: storeCategoryResponseSchema,
    summary: 'Change a store category',
    tags: ['Store'],
  },
  // A 401/403 is answered before anything is bought, so the retry after a refresh is safe; the
  // client sends the same Idempotency-Key on it.
  purchaseItem: {
    api: 'sparked',
    method: 'POST',
    path: '/items/{id}/purchase',
    auth: 'user',
    params: storeItemParams,
    body: purchaseRequestSchema,
    idempotent: true,
    response: purchaseResponseSchema,
    summary: 'Buy a store item; answers the wallets after the purchase',
    tags: ['Store'],
  },
} as const satisfies Record<string, Endpoint>;
