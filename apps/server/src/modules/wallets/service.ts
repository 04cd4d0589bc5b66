import type { AccessTokenClaims, WalletGrantRequest, WalletLedgerQuery } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound } from '../../http/errors';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { walletRepository as repository } from './repository';
import { InsufficientBalanceError, type WalletBook } from './wallet-book';

export function createWalletService(deps: { db: Database; book: WalletBook }) {
  const { db, book } = deps;
  return {
    read: (userId: string) => book.read(db, userId),

    /**
     * Admin grant (or revoke, with a negative amount): the admin and the reason stay in the ledger,
     * and the audit log records the balance before and after in the same transaction.
     */
    async grant(actor: AuditActor, input: WalletGrantRequest) {
      if (!(await repository.userExists(db, input.userId)))
        throw notFound(
          /*i18n*/ { id: 'wallets.there-is-no-such-user', message: 'There is no such user.' },
        );
      try {
        return await db.transaction(async (tx) => {
          const {
            applied: [applied],
          } = await book.apply(tx, input.userId, [
            {
              wallet: input.wallet,
              delta: input.amount,
              kind: 'admin_grant',
              reason: input.reason,
              actorId: actor.id,
            },
          ]);
          if (!applied) throw new Error('a grant applied no change');
          await recordAudit(tx, actor, [
            {
              action: 'wallet.grant',
              subjectId: input.userId,
              target: `wallet:${input.wallet}`,
              before: { wallet: input.wallet, balance: applied.balance - input.amount },
              after: { wallet: input.wallet, balance: applied.balance },
              reason: input.reason,
            },
          ]);
          return applied;
        });
      } catch (error) {
        if (!(error instanceof InsufficientBalanceError)) throw error;
        throw new AppError(
          409,
          'insufficient_balance',
          /*i18n*/ {
            id: 'wallets.revoke-at-most-the-balance',
            message:
              'The user has {balance} {wallet, select, ACHIEVEMENT_POINTS {achievement points} ENERGY {energy} DIAMONDS {diamonds} EXPERIENCE {experience points} other {{wallet}}}; revoke at most {balance}.',
            values: { balance: error.balance, wallet: error.wallet },
          },
        );
      }
    },

    /** Anyone reads their own ledger; only an admin reads another user's. */
    async ledger(claims: AccessTokenClaims, query: WalletLedgerQuery) {
      const userId = query.userId ?? claims.id;
      if (userId !== claims.id && claims.user_role !== 'admin')
        throw forbidden(
          /*i18n*/ {
            id: 'wallets.you-can-only-read-your-own',
            message: 'You can only read your own ledger.',
          },
        );
      return repository.ledgerPage(db, userId, query.limit, query.offset);
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
