import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { learningKeys } from '../../learning';
import { academyKeys } from './academy-queries';

/**
 * Taking a free module on one's own: the answer is the academy class to play it in, and the
 * student's journey and the module's page are read again to show it.
 */
export function useAcademyEnrol(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (moduleId: string) =>
      (await callEndpoint(client, 'academyEnrol', { params: { moduleId } })).data,
    onSuccess: (_enrolment, moduleId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.myClasses() }),
        queryClient.invalidateQueries({ queryKey: academyKeys.module(moduleId) }),
      ]),
  });
}

/** Paying for a module: answers the payment page the buyer goes to (the provider's checkout). */
export function useCheckout(client: ApiClient) {
  return useMutation({
    mutationFn: async (moduleId: string) =>
      (await callEndpoint(client, 'checkout', { params: { moduleId } })).data,
  });
}

/** An admin's change to orders: one paid outside Sparked recorded, or a refund. */
export type OrderChange =
  | { kind: 'record'; email: string; moduleId: string }
  | { kind: 'refund'; id: string };

/** Recording and refunding orders (admins); the orders are read again after either. */
export function useOrderChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: OrderChange) =>
      change.kind === 'record'
        ? (
            await callEndpoint(client, 'recordOrder', {
              body: { email: change.email, moduleId: change.moduleId },
            })
          ).data
        : (await callEndpoint(client, 'refundOrder', { params: { id: change.id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: academyKeys.orders() }),
  });
}
