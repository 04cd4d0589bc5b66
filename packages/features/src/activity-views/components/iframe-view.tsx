import type { LearnerContent } from '@sparked/contracts';
import * as styles from './activity-view.css';

type IframeContent = Extract<LearnerContent, { type: 'iframe' }>;

/** An iframe activity: the page, sandboxed as its author chose, and how long to keep it open. */
export function IframeView({ content, title }: { content: IframeContent; title: string }) {
  if (!content.url.startsWith('https://')) {
    return <p className={styles.muted}>This activity has no page to show yet.</p>;
  }
  return (
    <div className={styles.blocks}>
      <iframe
        src={content.url}
        title={content.title || title}
        className={styles.frame}
        style={{ aspectRatio: content.aspectRatio.replace(':', ' / ') }}
        sandbox={content.sandbox.join(' ')}
        referrerPolicy="no-referrer"
      />
      {content.requiredSeconds > 0 ? (
        <p className={styles.muted}>
          Keep it open for {Math.ceil(content.requiredSeconds / 60)} minute
          {content.requiredSeconds > 60 ? 's' : ''} to complete it.
        </p>
      ) : null}
    </div>
  );
}
