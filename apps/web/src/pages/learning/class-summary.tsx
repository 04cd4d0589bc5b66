import type { ClassLanding } from '@sparked/contracts';
import { formatPrice } from '@sparked/features/academy';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import type { ReactNode } from 'react';
import * as styles from '../../shared/page.css';

/** What anyone may know of a class before joining: who teaches it and what it covers. */
export function ClassSummary({
  landing,
  children,
}: {
  landing: ClassLanding;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Stack gap={1}>
        <h1 className={styles.title}>
          <bdi>{landing.name}</bdi>
        </h1>
        <p className={styles.note}>
          Taught by <bdi>{landing.teacher}</bdi>
          {landing.price ? ` · ${formatPrice(landing.price)} a place` : null}
        </p>
      </Stack>
      {landing.description ? <p className={styles.lead}>{landing.description}</p> : null}
      <Card heading="Modules" headingLevel={2}>
        {landing.modules.length === 0 ? (
          <p className={styles.note}>The teacher has not assigned modules yet.</p>
        ) : (
          <ol className={styles.steps}>
            {landing.modules.map((module) => (
              <li key={module.title}>
                <bdi>{module.title}</bdi>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {children}
    </Stack>
  );
}

/** A sentence about the class in a card: why it cannot be joined, or what happens next. */
export function ClassNotice({ children }: { children: ReactNode }) {
  return (
    <Card>
      <p role="status" className={styles.lead}>
        {children}
      </p>
    </Card>
  );
}

export const requestPendingText =
  'Your request is with the teacher. The class appears on your journey once they accept it.';
export const closedText = 'This class is not taking new students.';
