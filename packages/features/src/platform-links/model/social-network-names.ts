import type { socialNetworks } from '@sparked/contracts';

/** How a network is named in the footer's links and on the admin's links form. */
export const socialNetworkNames: Record<(typeof socialNetworks)[number], string> = {
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};
