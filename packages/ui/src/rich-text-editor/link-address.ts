import { t } from '@lingui/core/macro';
import { isSafeUrl } from '../markdown/safe-url';

export type LinkAddressCheck = { ok: true; href: string } | { ok: false; error: string };

/** Checks what the user typed in the link field; only http(s), mailto and relative links pass. */
export function checkLinkAddress(input: string): LinkAddressCheck {
  const href = input.trim();
  if (href === '') return { ok: false, error: t`Enter a link address.` };
  if (!isSafeUrl(href))
    return {
      ok: false,
      error: t`Use an address that starts with https://, http:// or mailto:, or a path on this site such as /courses.`,
    };
  return { ok: true, href };
}
