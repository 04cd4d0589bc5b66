import { isSafeUrl } from '../markdown/safe-url';

export const linkAddressErrors = {
  empty: 'Enter a link address.',
  unsafe:
    'Use an address that starts with https://, http:// or mailto:, or a path on this site such as /courses.',
} as const;

export type LinkAddressCheck = { ok: true; href: string } | { ok: false; error: string };

/** Checks what the user typed in the link field; only http(s), mailto and relative links pass. */
export function checkLinkAddress(input: string): LinkAddressCheck {
  const href = input.trim();
  if (href === '') return { ok: false, error: linkAddressErrors.empty };
  if (!isSafeUrl(href)) return { ok: false, error: linkAddressErrors.unsafe };
  return { ok: true, href };
}
