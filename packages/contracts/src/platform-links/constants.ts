/** The social networks admins can link to; no schemas, so layouts can read them. */
export const socialNetworks = [
  'website',
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'x',
] as const;
