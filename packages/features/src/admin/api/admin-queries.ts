import type {
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  AuditQuery,
  LedgerEntry,
  ManagedUserTag,
  OwnAdminActivity,
  UserListQuery,
} from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

/** What a list page puts in its query: every part optional, as the address carries it. */
export type UserListSearch = Partial<UserListQuery>;
export type AuditSearch = Partial<AuditQuery>;

export const adminKeys = {
  all: ['admin'] as const,
  users: (search: UserListSearch) => [...adminKeys.all, 'users', search] as const,
  user: (userId: string) => [...adminKeys.all, 'user', userId] as const,
  tags: () => [...adminKeys.all, 'tags'] as const,
  audit: (search: AuditSearch) => [...adminKeys.all, 'audit', search] as const,
  ledger: (userId: string, offset: number) => [...adminKeys.all, 'ledger', userId, offset] as const,
  ownActivity: (offset: number) => ['my-admin-activity', offset] as const,
};

/** How many ledger entries the user page shows at a time. */
export const ledgerPageSize = 10;

/** A user's wallet history, newest first. */
export const userLedgerQueryOptions = (client: ApiClient, userId: string, offset: number) =>
  queryOptions({
    queryKey: adminKeys.ledger(userId, offset),
    queryFn: async (): Promise<{ entries: LedgerEntry[]; total: number }> =>
      (
        await callEndpoint(client, 'walletLedger', {
          query: { userId, offset, limit: ledgerPageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** A page of users; the previous page stays on screen while the next one loads. */
export const usersQueryOptions = (client: ApiClient, search: UserListSearch) =>
  queryOptions({
    queryKey: adminKeys.users(search),
    queryFn: async (): Promise<{ users: AdminUser[]; total: number }> =>
      (await callEndpoint(client, 'users', { query: search })).data,
    placeholderData: keepPreviousData,
  });

export const userQueryOptions = (client: ApiClient, userId: string) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: async (): Promise<AdminUserDetail> =>
      (await callEndpoint(client, 'user', { params: { userId } })).data,
  });

export const managedTagsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.tags(),
    queryFn: async (): Promise<ManagedUserTag[]> =>
      (await callEndpoint(client, 'managedUserTags')).data,
  });

export const auditQueryOptions = (client: ApiClient, search: AuditSearch) =>
  queryOptions({
    queryKey: adminKeys.audit(search),
    queryFn: async (): Promise<{ entries: AuditEntry[]; total: number }> =>
      (await callEndpoint(client, 'auditLog', { query: search })).data,
    placeholderData: keepPreviousData,
  });

/** What admins did to the signed-in user's account. */
export const ownAdminActivityQueryOptions = (client: ApiClient, offset = 0) =>
  queryOptions({
    queryKey: adminKeys.ownActivity(offset),
    queryFn: async (): Promise<{ entries: OwnAdminActivity[]; total: number }> =>
      (await callEndpoint(client, 'ownAdminActivity', { query: { offset } })).data,
  });

/** Every audit entry a filter matches, as the CSV file the server writes. */
export const auditExport = (client: ApiClient, filter: Omit<AuditSearch, 'limit' | 'offset'>) =>
  callEndpoint(client, 'exportAuditLog', { query: filter });
