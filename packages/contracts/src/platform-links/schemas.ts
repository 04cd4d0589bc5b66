import { z } from 'zod';
import { issueText } from '../shared/issue-text';
import { socialNetworks } from './constants';

/**
 * Where Sparked is found outside the app: its social accounts and app-store pages,
 * set by admins and shown in the student area.
 */
const pageUrl = z
  .url({
    protocol: /^https$/,
    message: issueText(
      /*i18n*/ {
        id: 'platform-links.links-must-be-https',
        message: 'Links must be https:// addresses.',
      },
    ),
  })
  .max(500);

export const platformLinksSchema = z.strictObject({
  social: z
    .array(z.strictObject({ network: z.enum(socialNetworks), url: pageUrl }))
    .max(10)
    .default([]),
  appStore: pageUrl.nullable().default(null),
  googlePlay: pageUrl.nullable().default(null),
});
export type PlatformLinks = z.output<typeof platformLinksSchema>;
export const platformLinksResponseSchema = z.object({ data: platformLinksSchema });
