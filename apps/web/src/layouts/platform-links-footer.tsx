import { platformLinksQueryOptions, socialNetworkNames } from '@sparked/features/platform-links';
import { useSession } from '@sparked/features/session';
import { useQuery } from '@tanstack/react-query';
import * as styles from './layout.css';

/**
 * Sparked's social accounts and apps, at the foot of the student area, where people look for
 * them; nothing until an admin has set some.
 */
export function PlatformLinksFooter() {
  const { session } = useSession();
  const { data: links } = useQuery(platformLinksQueryOptions(session.client));
  if (!links) return null;
  const apps = [
    links.appStore ? { name: 'App Store', url: links.appStore } : null,
    links.googlePlay ? { name: 'Google Play', url: links.googlePlay } : null,
  ].filter((app) => app !== null);
  if (links.social.length === 0 && apps.length === 0) return null;
  return (
    <footer className={styles.footer}>
      {links.social.length > 0 ? (
        <nav aria-label="Sparked elsewhere" className={styles.footerGroup}>
          <span>Follow Sparked:</span>
          {links.social.map((link) => (
            <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
              {socialNetworkNames[link.network]}
            </a>
          ))}
        </nav>
      ) : null}
      {apps.length > 0 ? (
        <nav aria-label="The Sparked app" className={styles.footerGroup}>
          <span>Get the app:</span>
          {apps.map((app) => (
            <a key={app.url} href={app.url} target="_blank" rel="noopener noreferrer">
              {app.name}
            </a>
          ))}
        </nav>
      ) : null}
    </footer>
  );
}
