import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const teacher = landing.teacher;
  const price = landing.price ? formatPrice(landing.price) : '';
  return (
    <Stack gap={4}>
      <Stack gap={1}>
        <h1 className={styles.title}>
          <bdi>{landing.name}</bdi>
        </h1>
        <p className={styles.note}>
          <Trans>
            Taught by <bdi>{teacher}</bdi>
          </Trans>
          {landing.price ? (
            <>
              {' · '}
              <Trans comment="The price of one student's place in a paid class.">
                {price} a place
              </Trans>
            </>
          ) : null}
        </p>
      </Stack>
      {landing.description ? <p className={styles.lead}>{landing.description}</p> : null}
      <Card heading={t`Modules`} headingLevel={2}>
        {landing.modules.length === 0 ? (
          <p className={styles.note}>
            <Trans>The teacher has not assigned modules yet.</Trans>
          </p>
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

/** Read with `i18n._` where shown, so it is in the language active then (decision 0045). */
export const requestPendingText = msg`Your request is with the teacher. The class appears on your journey once they accept it.`;
export const closedText = msg`This class is not taking new students.`;
