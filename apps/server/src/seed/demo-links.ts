import type { PlatformLinks } from '@sparked/contracts';

/**
 * Where the demo points students outside the app. `.example` addresses are reserved, so the demo
 * never sends anyone to a real site; admins put the real ones in at /educator/student-area.
 */
export const demoLinks: PlatformLinks = {
  social: [
    { network: 'website', url: 'https://sparked.example/' },
    { network: 'youtube', url: 'https://youtube.example/@sparked' },
    { network: 'facebook', url: 'https://facebook.example/sparked' },
  ],
  appStore: 'https://apps.example/sparked',
  googlePlay: 'https://play.example/sparked',
};
