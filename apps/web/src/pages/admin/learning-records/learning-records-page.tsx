import { Trans, useLingui } from '@lingui/react/macro';
import { learningRecordStoreQueryOptions } from '@sparked/features/learning-records';
import { useSession } from '@sparked/features/session';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../../../shared/page.css';
import { QueryState } from '../../../shared/query-state';

import { ConnectionForm } from './connection-form';
import { ParkedCard } from './parked-card';
import { StatusCard } from './status-card';
/**
 * The school's learning record store: every xAPI statement Sparked writes is also sent there.
 * Admins see how delivery goes, set or test the connection, and decide about refused statements.
 */
export function LearningRecordsPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const state = useQuery(learningRecordStoreQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>
          <Trans>Learning records</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Every statement of learning (progress, passes, fails, completions) is also sent to the
            school’s learning record store, in batches, retried until the store has it.
          </Trans>
        </p>
      </Stack>
      <QueryState
        query={state}
        loading={t`Loading the learning record store`}
        what={t`The learning record store`}
      >
        {(data) => (
          <>
            <StatusCard state={data} />
            <ConnectionForm
              key={`${data.connection.source}:${data.connection.credentials}`}
              state={data}
            />
          </>
        )}
      </QueryState>
      <ParkedCard />
    </Stack>
  );
}
