import { t } from '@lingui/core/macro';
import type { LrsState } from '@sparked/contracts';
import {
  deliverySummary,
  lrsConnectionSourceLabels,
  lrsCredentialKindLabels,
} from '@sparked/features/learning-records';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { Fragment } from 'react';
import * as styles from '../../../shared/page.css';
import { TestConnection } from './test-connection';
import { when } from './when';

/** How delivery is going: the connection in force, the backlog, the last success and failure. */
/** A secret as the server describes it: never the secret itself. */
function secretWords(secret: { set: boolean; last4: string | null }) {
  if (!secret.set) return t`Not set`;
  return secret.last4 ? t`Set, ending in ${secret.last4}` : t`Set`;
}

export function StatusCard({ state }: { state: LrsState }) {
  const summary = deliverySummary(state);
  const { connection } = state;
  const rows: [string, string][] = [
    [t`Connection`, lrsConnectionSourceLabels[connection.source]],
    [t`Address`, connection.endpoint ?? '—'],
    [t`Sign-in`, lrsCredentialKindLabels[connection.credentials]],
    ...(connection.credentials === 'basic'
      ? ([
          [t`Key`, connection.username ?? '—'],
          [t`Secret`, secretWords(connection.password)],
        ] as [string, string][])
      : []),
    ...(connection.credentials === 'header'
      ? ([[t`Authorization header`, secretWords(connection.authorization)]] as [string, string][])
      : []),
    [t`Waiting to be sent`, String(state.backlog)],
    [t`Oldest waiting since`, state.oldestWaitingAt ? when(state.oldestWaitingAt) : '—'],
    [t`Refused by the store`, String(state.parked)],
    [t`Sent so far`, String(state.delivered)],
    [t`Last success`, when(state.lastSuccessAt)],
    [t`Last failure`, when(state.lastFailureAt)],
  ];
  return (
    <Card as="section" heading={t`Delivery`} headingLevel={2}>
      <Stack gap={4}>
        <Inline gap={2} align="center" wrap>
          <Badge
            tone={
              summary.tone === 'good' ? 'success' : summary.tone === 'warning' ? 'error' : 'neutral'
            }
          >
            {summary.tone === 'good'
              ? t`Working`
              : summary.tone === 'warning'
                ? t`Failing`
                : t`Off`}
          </Badge>
          <span role="status">{summary.text}</span>
        </Inline>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <TestConnection configured={connection.source !== 'none'} />
      </Stack>
    </Card>
  );
}

/** "Test connection": the store's answer to GET /about and a harmless statements query. */
