import type { SeriesInput } from '@podloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

const SERIES = graphql(`query SeriesList {
  series {
    id name showId sources cadence weekday time timeZone format duration tone language
    host guest hostVoice guestVoice autoPublish nextRunAt createdAt
  }
}`);
const SERIES_RUNS = graphql(`query SeriesRuns($id: Int!) {
  seriesRuns(id: $id) { id status message startedAt finishedAt podcastId items { title link } }
}`);
const CREATE_SERIES = graphql(`mutation CreateSeries($input: SeriesInput!) { createSeries(input: $input) { id } }`);
const UPDATE_SERIES = graphql(`mutation UpdateSeries($id: Int!, $input: SeriesInput!) {
  updateSeries(id: $id, input: $input) { id }
}`);
const DELETE_SERIES = graphql(`mutation DeleteSeries($id: Int!) { deleteSeries(id: $id) }`);
const RUN_SERIES = graphql(`mutation RunSeries($id: Int!) { runSeries(id: $id) { id status } }`);
const APPROVE_RUN = graphql(
  `mutation ApproveSeriesRun($runId: Int!) { approveSeriesRun(runId: $runId) { id status } }`,
);

const KEY = ['series'] as const;
const runsKey = (id: number) => ['series', id, 'runs'] as const;
const LIVE = ['QUEUED', 'SCRIPTING', 'RENDERING'];

export function useSeriesList() {
  return useQuery({ queryKey: KEY, queryFn: async () => (await graphqlRequest(SERIES, {})).series });
}

export type SeriesItem = NonNullable<ReturnType<typeof useSeriesList>['data']>[number];

/** A series' runs, refreshed every 3 s while one is under way. */
export function useSeriesRuns(id: number) {
  return useQuery({
    queryKey: runsKey(id),
    queryFn: async () => (await graphqlRequest(SERIES_RUNS, { id })).seriesRuns,
    refetchInterval: (query) => (query.state.data?.some((run) => LIVE.includes(run.status)) ? 3000 : false),
  });
}

export type SeriesRunItem = NonNullable<ReturnType<typeof useSeriesRuns>['data']>[number];

/** The server's input (GraphQL takes the contract's fields as they are). */
type Input = Omit<SeriesInput, 'weekday'> & { weekday: number | null };

export function useSaveSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: Input }) =>
      id === null
        ? (await graphqlRequest(CREATE_SERIES, { input })).createSeries.id
        : (await graphqlRequest(UPDATE_SERIES, { id, input })).updateSeries.id,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await graphqlRequest(DELETE_SERIES, { id })).deleteSeries,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRunSeries(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await graphqlRequest(RUN_SERIES, { id })).runSeries,
    onSuccess: () => client.invalidateQueries({ queryKey: runsKey(id) }),
  });
}

export function useApproveRun(seriesId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (runId: number) => (await graphqlRequest(APPROVE_RUN, { runId })).approveSeriesRun,
    onSuccess: () => client.invalidateQueries({ queryKey: runsKey(seriesId) }),
  });
}
