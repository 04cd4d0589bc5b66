import { Trans, useLingui } from '@lingui/react/macro';
import type { LearnerContent } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { useState } from 'react';
import * as styles from './activity-view.css';
import { BlocksView } from './block-view';
import type { CheckAnswer } from './practice-question';

type MultiEbook = Extract<LearnerContent, { type: 'multi-ebook' }>;

/** A multi-page e-book: one page at a time, with its place among the pages and both ways on. */
export function MultiEbookView({
  book,
  checkAnswer,
  initialPage = 0,
  onPageChange,
}: {
  book: MultiEbook;
  checkAnswer: CheckAnswer;
  initialPage?: number;
  onPageChange?: (page: number) => void;
}) {
  const { t } = useLingui();
  const last = book.pages.length - 1;
  const [index, setIndex] = useState(Math.min(Math.max(initialPage, 0), last));
  const page = book.pages[index];
  const go = (next: number) => {
    setIndex(next);
    onPageChange?.(next);
  };
  if (!page) return null;
  const number = index + 1;
  const count = book.pages.length;
  const place = t`Page ${number} of ${count}`;
  return (
    <section className={styles.blocks} aria-label={place}>
      <h2 className={styles.pageTitle}>{page.title}</h2>
      <BlocksView blocks={page.blocks} checkAnswer={checkAnswer} />
      <nav aria-label={t`Pages`} className={styles.pager}>
        <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          <Trans>Previous page</Trans>
        </Button>
        <span className={styles.muted}>{place}</span>
        <Button variant="secondary" disabled={index === last} onClick={() => go(index + 1)}>
          <Trans>Next page</Trans>
        </Button>
      </nav>
    </section>
  );
}
