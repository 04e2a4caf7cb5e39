import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** One "Download my data" export, as dataExports answers it. */
export interface DataExport {
  id: string;
  status: string;
  url?: string | null;
  expiresAt?: string | null;
  bytes?: number | null;
  error?: string | null;
}

const DATA_EXPORTS = graphql(`query DataExports {
  dataExports { id status url expiresAt bytes error }
}`);
const REQUEST_DATA_EXPORT = graphql(`mutation RequestDataExport {
  requestDataExport { exportId }
}`);

export const DATA_EXPORTS_QUERY_KEY = ['dataExports'] as const;

/** Whether the server is still gathering this export. */
export const isGathering = (item: DataExport | undefined) => item?.status === 'queued' || item?.status === 'running';

/** The caller's exports, asked again every few seconds while the newest is being gathered. */
export function useDataExports() {
  return useQuery({
    queryKey: DATA_EXPORTS_QUERY_KEY,
    queryFn: async (): Promise<DataExport[]> => (await graphqlRequest(DATA_EXPORTS, {})).dataExports,
    refetchInterval: (query) => (isGathering(query.state.data?.[0]) ? 3000 : false),
  });
}

export function useRequestDataExport(onError: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await graphqlRequest(REQUEST_DATA_EXPORT, {})).requestDataExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DATA_EXPORTS_QUERY_KEY }),
    onError: (error) => onError(error.message),
  });
}
