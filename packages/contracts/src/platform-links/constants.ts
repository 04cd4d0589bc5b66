/** The social networks admins can link to; no schemas, so layouts can read them. */
export const socialNetworks = [
  'website',
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'x',
] as const;
export const socialNetworkNames: Record<(typeof socialNetworks)[number], string> = {
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};
