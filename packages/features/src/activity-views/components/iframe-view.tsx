import { Plural, Trans } from '@lingui/react/macro';
import type { LearnerContent } from '@sparked/contracts';
import * as styles from './activity-view.css';
import { EmbeddedPage } from './embedded-page';

type IframeContent = Extract<LearnerContent, { type: 'iframe' }>;

/** An iframe activity: the page, sandboxed as its author chose, and how long to keep it open. */
export function IframeView({ content, title }: { content: IframeContent; title: string }) {
  if (!content.url.startsWith('https://')) {
    return (
      <p className={styles.muted}>
        <Trans>This activity has no page to show yet.</Trans>
      </p>
    );
  }
  const minutes = Math.ceil(content.requiredSeconds / 60);
  return (
    <div className={styles.blocks}>
      <EmbeddedPage
        url={content.url}
        title={content.title || title}
        aspectRatio={content.aspectRatio}
        sandbox={content.sandbox.join(' ')}
      />
      {content.requiredSeconds > 0 ? (
        <p className={styles.muted}>
          <Plural
            value={minutes}
            one="Keep it open for # minute to complete it."
            other="Keep it open for # minutes to complete it."
          />
        </p>
      ) : null}
    </div>
  );
}
