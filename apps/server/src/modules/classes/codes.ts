import { randomInt } from 'node:crypto';
import { codeAlphabet, codeLength } from '@sparked/contracts';

/** A join or referral code: `codeLength` characters drawn uniformly with a CSPRNG. */
export function generateCode(): string {
  return Array.from(
    { length: codeLength },
    () => codeAlphabet[randomInt(codeAlphabet.length)],
  ).join('');
}
