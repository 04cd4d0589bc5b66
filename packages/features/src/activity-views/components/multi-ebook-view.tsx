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
  const last = book.pages.length - 1;
  const [index, setIndex] = useState(Math.min(Math.max(initialPage, 0), last));
  const page = book.pages[index];
  const go = (next: number) => {
    setIndex(next);
    onPageChange?.(next);
  };
  if (!page) return null;
  return (
    <section className={styles.blocks} aria-label={`Page ${index + 1} of ${book.pages.length}`}>
      <h2 className={styles.pageTitle}>{page.title}</h2>
      <BlocksView blocks={page.blocks} checkAnswer={checkAnswer} />
      <nav aria-label="Pages" className={styles.pager}>
        <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          Previous page
        </Button>
        <span className={styles.muted}>
          Page {index + 1} of {book.pages.length}
        </span>
        <Button variant="secondary" disabled={index === last} onClick={() => go(index + 1)}>
          Next page
        </Button>
      </nav>
    </section>
  );
}
