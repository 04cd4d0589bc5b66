import { t } from '@lingui/core/macro';
import { httpsUrlSchema } from '@sparked/contracts';
import { issueSentence } from '../../api-client';

/** Why an address cannot be embedded, or null when it can: https and on the admins' list. */
export function embedProblem(url: string, allowedHosts: readonly string[]): string | null {
  if (!url) return t`Paste the address of the page to show.`;
  const parsed = httpsUrlSchema.safeParse(url);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return first ? issueSentence(first) : t`Use a full https:// address.`;
  }
  const host = new URL(url).hostname.toLowerCase();
  if (!allowedHosts.includes(host)) {
    return t`${host} is not on the list of sites Sparked may show. Ask an admin to allow it.`;
  }
  return null;
}

/** CSS aspect-ratio from the stored "16:9" form. */
export const cssAspectRatio = (ratio: string) => ratio.replace(':', ' / ');
