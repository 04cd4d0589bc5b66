import { msg } from '@lingui/core/macro';
import type { socialNetworks } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';

type SocialNetwork = (typeof socialNetworks)[number];

/** The one network named with a word rather than a brand, translated when it is read. */
const website = msg({ message: 'Website', comment: "A link to Sparked's own website." });

/** Brand names, the same in every language (shown with `translate="no"`). */
const brands: Record<Exclude<SocialNetwork, 'website'>, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};

/** How a network is named in the footer's links and on the admin's links form. */
export const socialNetworkName = (network: SocialNetwork): string =>
  network === 'website' ? i18n._(website) : brands[network];

/** Whether a network's name is a brand, which translation must leave alone. */
export const isBrandName = (network: SocialNetwork) => network !== 'website';
