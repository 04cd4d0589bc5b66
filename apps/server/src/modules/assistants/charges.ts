import type { Database } from '../../db/database';
import { insufficientBalance } from '../store';
import { InsufficientBalanceError, type WalletBook } from '../wallets';
import type { AssistantRow } from './repository';

type Priced = Pick<AssistantRow, 'name' | 'cost' | 'currency'>;

/**
 * An assistant's price, through the wallet ledger (decision 0003): paid when a run is started,
 * in the run's transaction, and given back if the run fails, so nobody pays for no answer.
 */
export function createAssistantCharges(book: WalletBook) {
  const change = (assistant: Priced, runId: string, delta: number, reason: string) => ({
    wallet: assistant.currency,
    delta,
    kind: 'purchase' as const,
    reason,
    reference: `assistant_runs:${runId}`,
  });
  return {
    async charge(tx: Database, userId: string, assistant: Priced, runId: string) {
      if (assistant.cost === 0) return;
      try {
        await book.apply(tx, userId, [
          change(assistant, runId, -assistant.cost, `Asked ${assistant.name}`),
        ]);
      } catch (error) {
        if (!(error instanceof InsufficientBalanceError)) throw error;
        throw await insufficientBalance(
          tx,
          error,
          /*i18n*/ {
            id: 'assistants.asking-costs-more-than-you-have',
            message:
              'Asking {name} costs {cost} {wallet, select, ACHIEVEMENT_POINTS {achievement points} ENERGY {energy} DIAMONDS {diamonds} EXPERIENCE {experience points} other {{wallet}}}; you have {balance}.',
            values: {
              name: assistant.name,
              cost: assistant.cost,
              wallet: assistant.currency,
              balance: error.balance,
            },
          },
        );
      }
    },
    async refund(tx: Database, userId: string, assistant: Priced, runId: string) {
      if (assistant.cost === 0) return;
      await book.apply(tx, userId, [
        change(assistant, runId, assistant.cost, `Refund: ${assistant.name} did not answer`),
      ]);
    },
  };
}
export type AssistantCharges = ReturnType<typeof createAssistantCharges>;
