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
  const { session } = useSession();
  const state = useQuery(learningRecordStoreQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <h1 className={styles.title}>Learning records</h1>
        <p className={styles.lead}>
          Every statement of learning (progress, passes, fails, completions) is also sent to the
          school’s learning record store, in batches, retried until the store has it.
        </p>
      </Stack>
      <QueryState
        query={state}
        loading="Loading the learning record store"
        what="The learning record store"
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
