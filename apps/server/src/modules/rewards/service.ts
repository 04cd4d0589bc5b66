import { randomUUID } from 'node:crypto';
import type {
  RewardClaimRequest,
  RewardClaimResponse,
  RewardLimit,
  RewardRule,
  RewardRuleFields,
  WalletAmount,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, forbidden, notFound } from '../../http/errors';
import { type AuditActor, saveAudited } from '../core/audit-log';
import { rewardReason } from '../core/ledger-reasons';
import type { WalletBook, WalletChange } from '../wallets';
import { rewardRepository as repository } from './repository';

/** The claim key that makes a rule's limit a unique constraint (see `reward_claims`). */
function claimPeriod(limit: RewardLimit, now: Date): string {
  if (limit === 'once') return 'once';
  if (limit === 'daily') return now.toISOString().slice(0, 10);
  return randomUUID();
}

/** One reward `grantManyForAction` grants: whom, for what, and the words their history shows. */
export interface ActionGrant {
  userId: string;
  reference: RewardClaimRequest;
  reason?: string;
}

const referenceKey = (reference: RewardClaimRequest) =>
  `${reference.referenceTable}/${reference.referenceSelector}`;
const claimKey = (claim: { userId: string; ruleId: string; period: string }) =>
  `${claim.userId}:${claim.ruleId}:${claim.period}`;

/** The active rules of each distinct reference among `grants`, read once each. */
async function rulesOf(tx: Database, grants: readonly ActionGrant[]) {
  const references = new Map(
    grants.map((grant) => [referenceKey(grant.reference), grant.reference]),
  );
  const rules = new Map<string, RewardRule[]>();
  for (const [key, reference] of references)
    rules.set(key, await repository.rulesFor(tx, reference));
  return rules;
}

const duplicateRule = () =>
  new AppError(
    409,
    'conflict',
    /*i18n*/ {
      id: 'rewards.a-rule-for-this-reference-and',
      message: 'A rule for this reference and wallet exists already. Edit that rule instead.',
    },
  );

export function createRewardService(deps: { db: Database; book: WalletBook; now: () => Date }) {
  const { db, book, now } = deps;

  /** Grants each rule whose limit allows it; answers what was granted and the balances after. */
  async function grantRules(
    tx: Database,
    userId: string,
    reference: RewardClaimRequest,
    rules: readonly RewardRule[],
    idempotencyKey: string | null,
    reason = rewardReason(reference),
  ) {
    const granted: RewardRule[] = [];
    for (const rule of rules) {
      const period = claimPeriod(rule.limit, now());
      if (await repository.insertClaim(tx, userId, rule.id, period)) granted.push(rule);
    }
    const { balances } = await book.apply(
      tx,
      userId,
      granted.map((rule) => ({
        wallet: rule.wallet,
        delta: rule.amount,
        kind: 'reward' as const,
        reason,
        reference: `reward_rules:${rule.id}`,
        idempotencyKey,
      })),
    );
    const rewards: WalletAmount[] = granted.map(({ wallet, amount }) => ({ wallet, amount }));
    return { rewards, balances };
  }

  return {
    /** POST /rewards: a client claim; claiming again within the rule's limit grants nothing. */
    async claim(
      tx: Database,
      userId: string,
      reference: RewardClaimRequest,
      idempotencyKey: string | null,
    ): Promise<RewardClaimResponse['data']> {
      const rules = await repository.rulesFor(tx, reference);
      if (rules.length === 0)
        throw notFound(
          /*i18n*/ {
            id: 'rewards.there-is-no-reward-for',
            message: 'There is no reward for {referenceTable}/{referenceSelector}.',
            values: {
              referenceTable: reference.referenceTable,
              referenceSelector: reference.referenceSelector,
            },
          },
        );
      if (rules.some((rule) => rule.claimedBy === 'server'))
        throw forbidden(
          /*i18n*/ {
            id: 'rewards.sparked-grants-this-reward-by-itself',
            message: 'Sparked grants this reward by itself when you do the action.',
          },
        );
      const { rewards, balances } = await grantRules(tx, userId, reference, rules, idempotencyKey);
      return { granted: rewards.length > 0, rewards, wallets: balances };
    },

    /** A reward the server grants when the action happens, inside the action's transaction. */
    /** `reason` is what the learner reads in their wallet history, such as what they finished. */
    async grantForAction(
      tx: Database,
      userId: string,
      reference: RewardClaimRequest,
      reason?: string,
    ) {
      const rules = await repository.rulesFor(tx, reference);
      return (await grantRules(tx, userId, reference, rules, null, reason)).rewards;
    },

    /**
     * `grantForAction` for many grants in one transaction, in a few statements whatever their
     * number: a district's league close pays thousands of prizes at once (decision 0042). Each
     * grant gets what `grantForAction` alone would have given it, in the grants' order.
     */
    async grantManyForAction(tx: Database, grants: readonly ActionGrant[]) {
      const rules = await rulesOf(tx, grants);
      const at = now();
      const asked = grants.flatMap((grant) =>
        (rules.get(referenceKey(grant.reference)) ?? []).map((rule) => ({
          grant,
          rule,
          claim: { userId: grant.userId, ruleId: rule.id, period: claimPeriod(rule.limit, at) },
        })),
      );
      // Sorted, so two transactions claiming for the same users take their keys in one order.
      const recorded = new Set(
        (
          await repository.insertClaims(
            tx,
            asked.map(({ claim }) => claim).sort((a, b) => claimKey(a).localeCompare(claimKey(b))),
          )
        ).map(claimKey),
      );
      const changes = new Map<string, WalletChange[]>(grants.map((g) => [g.userId, []]));
      // A key asked twice (a once-only rule reached twice) is recorded, and paid, once.
      for (const { grant, rule, claim } of asked)
        if (recorded.delete(claimKey(claim)))
          changes.get(grant.userId)?.push({
            wallet: rule.wallet,
            delta: rule.amount,
            kind: 'reward',
            reason: grant.reason ?? rewardReason(grant.reference),
            reference: `reward_rules:${rule.id}`,
            idempotencyKey: null,
          });
      await book.applyMany(tx, changes);
    },

    tagsOf: (userId: string) => repository.tagsOf(db, userId),
    listRules: () => repository.listRules(db),

    /** Creates a rule (no id) or changes one, with its audit row in the same transaction. */
    async saveRule(actor: AuditActor, id: string | null, rule: RewardRuleFields) {
      try {
        return await saveAudited(db, actor, {
          id,
          find: repository.rule,
          write: (tx, existing) =>
            existing ? repository.updateRule(tx, existing, rule) : repository.insertRule(tx, rule),
          actions: { create: 'reward.rule.create', update: 'reward.rule.update' },
          kind: 'reward-rule',
          missing: /*i18n*/ {
            id: 'rewards.no-such-rule',
            message: 'There is no reward rule with that id.',
          },
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRule();
        throw error;
      }
    },
  };
}

export type RewardService = ReturnType<typeof createRewardService>;
