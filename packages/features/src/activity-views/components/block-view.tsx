import { Trans } from '@lingui/react/macro';
import type { LearnerBlock } from '@sparked/contracts';
import { isSafeUrl } from '@sparked/ui/markdown';
import { lazy, Suspense } from 'react';
import * as styles from './activity-view.css';
import { EmbeddedPage } from './embedded-page';
import { type CheckAnswer, PracticeQuestion } from './practice-question';
import { RichDoc } from './rich-doc';

// Code projects are rare in lessons: their preview loads with the first one, not with the player.
const ProjectView = lazy(async () => ({ default: (await import('./project-view')).ProjectView }));

/** An embedded page or video: only https, sandboxed, at the shape its author chose. */
function Frame({
  url,
  title,
  aspectRatio = '16:9',
}: {
  url: string;
  title: string;
  aspectRatio?: string;
}) {
  if (!url.startsWith('https://') || !isSafeUrl(url)) return null;
  return (
    <EmbeddedPage
      url={url}
      title={title}
      aspectRatio={aspectRatio}
      sandbox="allow-scripts allow-same-origin allow-presentation"
      allow="fullscreen; picture-in-picture"
      lazy
    />
  );
}

/** One block of an e-book page as a learner sees it. */
export function BlockView({
  block,
  checkAnswer,
}: {
  block: LearnerBlock;
  checkAnswer: CheckAnswer;
}) {
  switch (block.type) {
    case 'text':
      return <RichDoc doc={block.doc} />;
    case 'callout':
      return (
        <aside className={styles.callout} data-tone={block.tone}>
          <RichDoc doc={block.doc} />
        </aside>
      );
    case 'image':
      return (
        <figure className={styles.figure}>
          <img src={block.src} alt={block.alt} className={styles.image} />
          {block.caption ? (
            <figcaption className={styles.caption}>{block.caption}</figcaption>
          ) : null}
        </figure>
      );
    case 'video':
      return <Frame url={block.url} title={block.title} />;
    case 'iframe':
      return <Frame url={block.url} title={block.title} aspectRatio={block.aspectRatio} />;
    case 'code':
      return (
        <pre className={styles.code} data-language={block.language}>
          <code>{block.code}</code>
        </pre>
      );
    case 'question':
      return (
        <PracticeQuestion blockId={block.id} question={block.question} checkAnswer={checkAnswer} />
      );
    case 'divider':
      return <hr className={styles.divider} />;
    case 'project':
      return (
        <Suspense
          fallback={
            <p className={styles.muted}>
              <Trans>Loading the project…</Trans>
            </p>
          }
        >
          <ProjectView title={block.title} code={block.code} />
        </Suspense>
      );
  }
}

/** The blocks of one e-book page, in order. */
export function BlocksView({
  blocks,
  checkAnswer,
}: {
  blocks: readonly LearnerBlock[];
  checkAnswer: CheckAnswer;
}) {
  if (blocks.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>This page is empty.</Trans>
      </p>
    );
  return (
    <div className={styles.blocks}>
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} checkAnswer={checkAnswer} />
      ))}
    </div>
  );
}
