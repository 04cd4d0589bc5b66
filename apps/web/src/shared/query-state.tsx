import { Spinner } from '@sparked/ui/spinner';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';

/**
 * A query's three states the way every page shows them: a spinner saying what loads, the
 * server's reason with a retry, or the data. `title` keeps a page's heading when the data that
 * would name it did not arrive.
 */
export function QueryState<T>({
  query,
  loading,
  what,
  title,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  what: string;
  title?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) {
    return (
      <LoadFailed
        title={title}
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
