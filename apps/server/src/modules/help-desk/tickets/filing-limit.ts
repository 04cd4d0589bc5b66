import type { AccessTokenClaims } from '@sparked/contracts';
import type { RateLimiter } from '../../../http/rate-limit';

/**
 * At most `max` ticket filings per account and per address in the rate-limit window. Every
 * attempt counts, refused uploads too, so parallel requests cannot slip past the count.
 */
export function createTicketFilingLimit(rateLimiter: RateLimiter, max: number) {
  return {
    admit: (user: AccessTokenClaims, ip: string) =>
      rateLimiter.consume(
        [
          { key: `tickets:user:${user.id}`, max },
          { key: `tickets:ip:${ip}`, max },
        ],
        /*i18n*/ {
          id: 'rate-limit.too-many-tickets',
          message:
            'Too many tickets in a short time. Your earlier ones reached the help desk. Try again in {seconds} seconds.',
        },
      ),
  };
}

export type TicketFilingLimit = ReturnType<typeof createTicketFilingLimit>;
