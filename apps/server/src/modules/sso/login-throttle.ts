import type { Config } from '../../config';
import type { RateLimiter } from '../../http/rate-limit';

/**
 * Guessing a password is slowed without letting a stranger lock the owner out. Failures lock
 * one account for one address (`loginAccountMax`), and one address for every account
 * (`loginIpMax`); past `loginAccountMax` failures from anywhere in the window, each further
 * failure makes the account wait twice as long as the one before (1 s, 2 s, 4 s … up to
 * `loginDelayMaxSeconds`) before it can be tried again, whatever the address.
 */
export function createLoginThrottle(rateLimiter: RateLimiter, limits: Config['rateLimit']) {
  const keys = (email: string, ip: string) => ({
    accountAtAddress: `login:account-ip:${email}:${ip}`,
    address: `login:ip:${ip}`,
    account: `login:account:${email}`,
    wait: `login:wait:${email}`,
  });

  return {
    async assertAllowed(email: string, ip: string) {
      const k = keys(email, ip);
      await rateLimiter.assertAllowed([
        { key: k.accountAtAddress, max: limits.loginAccountMax },
        { key: k.address, max: limits.loginIpMax },
        { key: k.wait, max: 1 },
      ]);
    },

    async failed(email: string, ip: string) {
      const k = keys(email, ip);
      const [, , accountFailures = 0] = await rateLimiter.record([
        k.accountAtAddress,
        k.address,
        k.account,
      ]);
      const beyond = accountFailures - limits.loginAccountMax;
      if (beyond > 0)
        await rateLimiter.hold(
          k.wait,
          Math.min(2 ** (beyond - 1), limits.loginDelayMaxSeconds) * 1000,
        );
    },

    /** The owner's success clears their address only: the account's count keeps slowing others. */
    async succeeded(email: string, ip: string) {
      await rateLimiter.reset(keys(email, ip).accountAtAddress);
    },
  };
}
