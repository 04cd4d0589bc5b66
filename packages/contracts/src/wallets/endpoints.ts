import type { UserRole } from '../session/constants';
import type { Endpoint } from '../shared/endpoint';
import {
  walletGrantRequestSchema,
  walletGrantResponseSchema,
  walletLedgerQuerySchema,
  walletLedgerResponseSchema,
  walletsResponseSchema,
} from './schemas';

const admin = ['admin'] as const satisfies readonly UserRole[];

/** Wallets and their ledger (decision 0003). */
export const walletEndpoints = {
  wallets: {
    api: 'tools',
    method: 'GET',
    path: '/wallets',
    auth: 'user',
    response: walletsResponseSchema,
    summary: 'Balances and replenish timers of the signed-in user',
    tags: ['Wallets'],
  },
  walletGrant: {
    api: 'tools',
    method: 'POST',
    path: '/wallets/grants',
    auth: admin,
    idempotent: true,
    body: walletGrantRequestSchema,
    status: 201,
    response: walletGrantResponseSchema,
    summary: 'Grant or revoke an amount in a user wallet',
    tags: ['Wallets'],
  },
  walletLedger: {
    api: 'tools',
    method: 'GET',
    path: '/wallets/ledger',
    auth: 'user',
    query: walletLedgerQuerySchema,
    response: walletLedgerResponseSchema,
    summary: "Ledger entries: one's own, or any user's for admins",
    tags: ['Wallets'],
  },
} as const satisfies Record<string, Endpoint>;
