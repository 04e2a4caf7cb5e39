import { Table, Tag } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { type SeriesRunItem, useApproveRun, useSeriesRuns } from './series-api';

const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'default' },
  SKIPPED: { label: 'Skipped', color: 'default' },
  SCRIPTING: { label: 'Writing the script', color: 'processing' },
  RENDERING: { label: 'Rendering', color: 'processing' },
  AWAITING_APPROVAL: { label: 'Waiting for approval', color: 'warning' },
  PUBLISHED: { label: 'Published', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
};

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

function ApproveButton({ seriesId, run }: { seriesId: number; run: SeriesRunItem }) {
  const approve = useApproveRun(seriesId);
  const onApprove = async () => {
    try {
      await approve.mutateAsync(run.id);
      toast.success('The episode is published.');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <BusyButton size="small" type="primary" busy={approve.isPending} onClick={() => void onApprove()}>
      Publish
    </BusyButton>
  );
}

/** A series' runs, newest first, each with its outcome and the items it used. */
export function SeriesRuns({ seriesId }: { seriesId: number }) {
  const runs = useSeriesRuns(seriesId);
  if (runs.isError) return <p role="alert">We could not load the runs. Please try again.</p>;
  return (
    <Table<SeriesRunItem>
      size="small"
      rowKey="id"
      loading={runs.isPending}
      dataSource={runs.data ?? []}
      pagination={false}
      locale={{ emptyText: 'No runs yet.' }}
      aria-label="Runs"
      columns={[
        { title: 'Started', key: 'started', render: (_, run) => when(run.startedAt) },
        { title: 'Finished', key: 'finished', render: (_, run) => when(run.finishedAt) },
        {
          title: 'Outcome',
          key: 'status',
          render: (_, run) => {
            const status = STATUS_LABELS[run.status] ?? { label: run.status, color: 'default' };
            return (
              <>
                <Tag color={status.color}>{status.label}</Tag> {run.message}
              </>
            );
          },
        },
        {
          title: 'Items used',
          key: 'items',
          render: (_, run) => run.items.map((item) => item.title).join('; ') || '—',
        },
        {
          title: '',
          key: 'actions',
          render: (_, run) =>
            run.status === 'AWAITING_APPROVAL' ? <ApproveButton seriesId={seriesId} run={run} /> : null,
        },
      ]}
    />
  );
}
