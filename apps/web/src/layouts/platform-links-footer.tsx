import { Trans, useLingui } from '@lingui/react/macro';
import {
  isBrandName,
  platformLinksQueryOptions,
  socialNetworkName,
} from '@sparked/features/platform-links';
import { useSession } from '@sparked/features/session';
import { useQuery } from '@tanstack/react-query';
import * as styles from './layout.css';

/**
 * Sparked's social accounts and apps, at the foot of the student area, where people look for
 * them; nothing until an admin has set some.
 */
export function PlatformLinksFooter() {
  const { t } = useLingui();
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
        <nav
          aria-label={t({
            message: 'Sparked elsewhere',
            comment: "The links to Sparked's accounts on social networks.",
          })}
          className={styles.footerGroup}
        >
          <span>
            <Trans>Follow Sparked:</Trans>
          </span>
          {links.social.map((link) => (
            <a
              key={link.url}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              translate={isBrandName(link.network) ? 'no' : undefined}
            >
              {socialNetworkName(link.network)}
            </a>
          ))}
        </nav>
      ) : null}
      {apps.length > 0 ? (
        <nav aria-label={t`The Sparked app`} className={styles.footerGroup}>
          <span>
            <Trans>Get the app:</Trans>
          </span>
          {apps.map((app) => (
            // Store names are brands: translation leaves them alone.
            <a
              key={app.url}
              href={app.url}
              target="_blank"
              rel="noopener noreferrer"
              translate="no"
            >
              {app.name}
            </a>
          ))}
        </nav>
      ) : null}
    </footer>
  );
}
