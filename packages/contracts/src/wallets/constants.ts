// The wallets by name, without their schemas: pages that only name a wallet or send an
// idempotency key do not bring zod with them (decision 0006).

/** The four wallets every user has (spec §3 Wallets); balances are whole numbers, default 0. */
export const walletNames = ['ACHIEVEMENT_POINTS', 'ENERGY', 'DIAMONDS', 'EXPERIENCE'] as const;
export type WalletName = (typeof walletNames)[number];

/** Largest amount one grant, reward or price may move, so sums stay far inside 32-bit integers. */
export const maxWalletAmount = 1_000_000;

/** Header that makes a claim or purchase safe to repeat (decision 0003 "Idempotency"). */
export const idempotencyKeyHeader = 'idempotency-key';

/** How a wallet is named in a sentence ("You have 40 diamonds"). */
export const walletLabels = {
  ACHIEVEMENT_POINTS: 'achievement points',
  ENERGY: 'energy',
  DIAMONDS: 'diamonds',
  EXPERIENCE: 'experience points',
} as const satisfies Record<WalletName, string>;
