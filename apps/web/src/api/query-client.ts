import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Server state lives in TanStack Query (STYLE §10). A 401 or an expired token is never worth a retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status === 401) && failures < 2,
      },
    },
  });
}
