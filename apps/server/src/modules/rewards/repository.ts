import type { RewardClaimRequest, RewardRule, RewardRuleFields } from '@sparked/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
import { rewardClaims, rewardRules, userTagAssignments, userTags } from '../../db/schema';

const ruleColumns = {
  id: rewardRules.id,
  referenceTable: rewardRules.referenceTable,
  referenceSelector: rewardRules.referenceSelector,
  wallet: rewardRules.wallet,
  amount: rewardRules.amount,
  limit: rewardRules.limit,
  active: rewardRules.active,
  claimedBy: rewardRules.claimedBy,
};

export const rewardRepository = {
  async rulesFor(db: Database, reference: RewardClaimRequest): Promise<RewardRule[]> {
    return db
      .select(ruleColumns)
      .from(rewardRules)
      .where(
        and(
          eq(rewardRules.referenceTable, reference.referenceTable),
          eq(rewardRules.referenceSelector, reference.referenceSelector),
          eq(rewardRules.active, true),
        ),
      )
      .orderBy(asc(rewardRules.wallet));
  },

  /** Records a claim; false when this user already has one for the rule in this period. */
  async insertClaim(db: Database, userId: string, ruleId: string, period: string) {
    const rows = await db
      .insert(rewardClaims)
      .values({ userId, ruleId, period })
      .onConflictDoNothing()
      .returning({ id: rewardClaims.id });
    return rows.length === 1;
  },

  /** `insertClaim` for many at once: answers the claims recorded (the others were had already). */
  insertClaims: (
    db: Database,
    claims: readonly { userId: string; ruleId: string; period: string }[],
  ) =>
    inChunks(claims, (chunk) =>
      db.insert(rewardClaims).values(chunk).onConflictDoNothing().returning({
        userId: rewardClaims.userId,
        ruleId: rewardClaims.ruleId,
        period: rewardClaims.period,
      }),
    ),

  listRules: (db: Database): Promise<RewardRule[]> =>
    db
      .select(ruleColumns)
      .from(rewardRules)
      .orderBy(asc(rewardRules.referenceTable), asc(rewardRules.referenceSelector)),

  async rule(db: Database, id: string): Promise<RewardRule | undefined> {
    const [row] = await db.select(ruleColumns).from(rewardRules).where(eq(rewardRules.id, id));
    return row;
  },

  async insertRule(db: Database, rule: RewardRuleFields): Promise<RewardRule> {
    const [row] = await db.insert(rewardRules).values(rule).returning(ruleColumns);
    if (!row) throw new Error('reward rule was not inserted');
    return row;
  },

  async updateRule(db: Database, id: string, rule: RewardRuleFields) {
    const [row] = await db
      .update(rewardRules)
      .set({ ...rule, updatedAt: sql`now()` })
      .where(eq(rewardRules.id, id))
      .returning(ruleColumns);
    return row;
  },

  tagsOf: (db: Database, userId: string) =>
    db
      .select({ id: userTags.id, name: userTags.name, colour: userTags.colour })
      .from(userTagAssignments)
      .innerJoin(userTags, eq(userTags.id, userTagAssignments.tagId))
      .where(eq(userTagAssignments.userId, userId))
      .orderBy(asc(userTags.name)),
};
