import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const minutes = module.estimatedMinutes;
  const parts = [
    module.subject,
    module.level,
    t({ message: `${minutes} min`, comment: 'Minutes.' }),
  ];
  const { activities } = module;
  parts.push(plural(activities, { one: '# activity', other: '# activities' }));
  return parts.filter(Boolean).join(' · ');
}

/** Who made a module: "By Ana Cruz, Ben Reyes". */
export function ByAuthors({ names }: { names: readonly string[] }) {
  const authors = names.join(', ');
  return <Trans>By {authors}</Trans>;
}

/** One module of the catalogue. */
export function AcademyCard({ module }: { module: AcademyModule }) {
  const { t } = useLingui();
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
          <p className={styles.note}>
            <ByAuthors names={module.authors} />
          </p>
          <p className={styles.inlineRow}>
            <Badge tone={module.price ? 'accent' : 'success'}>{formatPrice(module.price)}</Badge>
            {module.purchasable ? null : <Badge>{t`Not for sale yet`}</Badge>}
          </p>
        </Stack>
      </Card>
    </li>
  );
}
