import type { AcademyModule } from '@sparked/contracts';
import { formatPrice } from '@sparked/features/academy';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';
import * as academy from './academy.css';

/** What a module is about at a glance: what it covers, for whom, how long, by whom, and price. */
export function moduleFacts(module: AcademyModule): string {
  const parts = [module.subject, module.level, `${module.estimatedMinutes} min`];
  parts.push(`${module.activities} ${module.activities === 1 ? 'activity' : 'activities'}`);
  return parts.filter(Boolean).join(' · ');
}

/** One module of the catalogue. */
export function AcademyCard({ module }: { module: AcademyModule }) {
  return (
    <li>
      <Card
        as="article"
        headingLevel={2}
        className={academy.card}
        heading={
          <Link
            to="/academy/modules/$moduleId"
            params={{ moduleId: module.id }}
            className={styles.headingLink}
          >
            {module.title}
          </Link>
        }
      >
        <Stack gap={2}>
          {module.coverImage ? (
            <img src={module.coverImage} alt="" className={academy.cover} loading="lazy" />
          ) : null}
          <p className={styles.note}>{moduleFacts(module)}</p>
          {module.description ? <p className={academy.description}>{module.description}</p> : null}
          <p className={styles.note}>By {module.authors.join(', ')}</p>
          <p className={styles.inlineRow}>
            <Badge tone={module.price ? 'accent' : 'success'}>{formatPrice(module.price)}</Badge>
            {module.purchasable ? null : <Badge>Not for sale yet</Badge>}
          </p>
        </Stack>
      </Card>
    </li>
  );
}
