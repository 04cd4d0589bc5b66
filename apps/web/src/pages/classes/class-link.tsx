import { Plural, Trans } from '@lingui/react/macro';
import type { ClassSummary } from '@sparked/contracts';
import { Badge } from '@sparked/ui/badge';
import { Link } from '@tanstack/react-router';
import * as styles from '../../shared/page.css';

/** A class's name, opening its page for teachers. */
export function ClassLink({ entry }: { entry: Pick<ClassSummary, 'id' | 'name'> }) {
  return (
    <Link
      to="/educator/classes/$classId/students"
      params={{ classId: entry.id }}
      className={styles.headingLink}
    >
      <bdi>{entry.name}</bdi>
    </Link>
  );
}

/** How many students a class has, and how many wait for approval. */
export function ClassCounts({ entry }: { entry: Pick<ClassSummary, 'students' | 'pending'> }) {
  const { students, pending } = entry;
  return (
    <>
      <Badge>
        <Plural value={students} one="# student" other="# students" />
      </Badge>
      {pending > 0 ? (
        <Badge tone="accent">
          <Trans>{pending} waiting for approval</Trans>
        </Badge>
      ) : null}
    </>
  );
}
