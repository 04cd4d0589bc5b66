import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { learningKeys } from '../../learning';
import { academyKeys } from './academy-queries';

/**
 * Taking a free module on one's own: the answer is the academy class to play it in, and the
 * student's journey and the module's page are read again to show it.
 */
export function useAcademyEnrol(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (moduleId: string, client) =>
      (await callEndpoint(client, 'academyEnrol', { params: { moduleId } })).data,
    onSuccess: (_enrolment, moduleId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.myClasses() }),
        queryClient.invalidateQueries({ queryKey: academyKeys.module(moduleId) }),
      ]),
  });
}

/** What is for sale: a module in the academy, or a place in a class. */
export type OrderItem = { moduleId: string } | { classId: string };

/**
 * Paying for a module or a place in a class: answers the payment page the buyer goes to (the
 * provider's checkout).
 */
export function useCheckout(client: ApiClient) {
  return useIntentMutation(client, {
    mutationFn: async (item: OrderItem, client) =>
      (
        await ('moduleId' in item
          ? callEndpoint(client, 'checkout', { params: item })
          : callEndpoint(client, 'classCheckout', { params: item }))
      ).data,
  });
}

/** An admin's change to orders: one paid outside Sparked recorded, or a refund. */
export type OrderChange =
  | { kind: 'record'; email: string; item: OrderItem }
  | { kind: 'refund'; id: string };

/** Recording and refunding orders (admins); the orders are read again after either. */
export function useOrderChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: OrderChange, client) =>
      change.kind === 'record'
        ? (
            await callEndpoint(client, 'recordOrder', {
              body: { email: change.email, ...change.item },
            })
          ).data
        : (await callEndpoint(client, 'refundOrder', { params: { id: change.id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyKeys.orders() }),
  });
}
