import { Trans } from '@lingui/react/macro';
import * as styles from './activity-view.css';
import { useOnline } from './use-online';

export type EmbeddedPageProps = {
  url: string;
  title: string;
  aspectRatio: string;
  sandbox: string;
  allow?: string;
  lazy?: boolean;
};

/**
 * Another site's page inside ours. A browser shows only a broken-page icon when the page cannot
 * load (offline, or a site that refuses to be shown inside another), and a cross-origin frame
 * cannot tell us which: so offline it says why in its place, and it always offers the page in a
 * new tab.
 */
export function EmbeddedPage({ url, title, aspectRatio, sandbox, allow, lazy }: EmbeddedPageProps) {
  const online = useOnline();
  const shape = { aspectRatio: aspectRatio.replace(':', ' / ') };
  const newTab = (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <Trans>Open “{title}” in a new tab</Trans>
    </a>
  );
  return (
    <figure className={styles.figure}>
      {online ? (
        <iframe
          src={url}
          title={title}
          className={styles.frame}
          style={shape}
          sandbox={sandbox}
          allow={allow}
          referrerPolicy="no-referrer"
          loading={lazy ? 'lazy' : undefined}
        />
      ) : (
        <div role="status" className={styles.frameFallback} style={shape}>
          <p>
            <Trans>
              “{title}” cannot load while you are offline. It appears here when you are back online.
            </Trans>
          </p>
        </div>
      )}
      <figcaption className={styles.caption}>
        <Trans>Page not showing? Some sites cannot be shown inside another page. {newTab}.</Trans>
      </figcaption>
    </figure>
  );
}
