import type { Session } from '@sparked/features/session';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
  session: Session;
}
