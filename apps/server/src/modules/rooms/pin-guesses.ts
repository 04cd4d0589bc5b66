import type { RateLimiter } from '../../http/rate-limit';

/**
 * Wrong PINs allowed per window (the rate limiter's), per account and per address (a class).
 * Both games' PINs count together, so rooms cannot be found by guessing in either.
 */
const guessLimits = { account: 10, ip: 100 };

interface Guess {
  userId: string;
  ip: string;
}

const keysOf = ({ userId, ip }: Guess) => ({
  account: `game-pin:account:${userId}`,
  ip: `game-pin:ip:${ip}`,
});

/** 429 once this account or address has guessed wrong too often. */
export async function assertPinGuessAllowed(limiter: RateLimiter, guess: Guess) {
  const keys = keysOf(guess);
  await limiter.assertAllowed([
    { key: keys.account, max: guessLimits.account },
    { key: keys.ip, max: guessLimits.ip },
  ]);
}

export async function recordWrongPin(limiter: RateLimiter, guess: Guess) {
  const keys = keysOf(guess);
  await limiter.record([keys.account, keys.ip]);
}
