import { Button, Empty, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { type SeriesItem, useDeleteSeries, useRunSeries, useSeriesList } from './series-api';
import { SeriesForm } from './series-form';
import { emptySeriesForm, seriesFormOf } from './series-form-state';
import { SeriesRuns } from './series-runs';
import './series.css';

const sayError = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

function scheduleOf(series: SeriesItem): string {
  const day =
    series.cadence === 'weekly'
      ? `Weekly (${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][(series.weekday ?? 1) - 1]})`
      : 'Daily';
  return `${day} at ${series.time} ${series.timeZone} · next ${new Date(series.nextRunAt).toLocaleString()}`;
}

function SeriesCard({ series, onEdit }: { series: SeriesItem; onEdit: () => void }) {
  const run = useRunSeries(series.id);
  const remove = useDeleteSeries();
  const onRun = async () => {
    try {
      await run.mutateAsync();
      toast.success(`${series.name} is running.`);
    } catch (error) {
      sayError(error);
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(series.id);
      toast.success(`Deleted ${series.name}.`);
    } catch (error) {
      sayError(error);
    }
  };
  return (
    <li className="pl-series__card">
      <div className="pl-series__head">
        <div>
          <h3>{series.name}</h3>
          <small>
            {scheduleOf(series)} · {series.autoPublish ? 'publishes by itself' : 'waits for approval'}
          </small>
        </div>
        <div className="pl-series__actions">
          <BusyButton type="primary" busy={run.isPending} onClick={() => void onRun()}>
            Run now
          </BusyButton>
          <Button onClick={onEdit}>Edit</Button>
          <Popconfirm
            title={`Delete ${series.name}?`}
            description="Its runs go too, and a run under way stops."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => void onDelete()}
          >
            <BusyButton danger busy={remove.isPending} aria-label={`Delete ${series.name}`}>
              Delete
            </BusyButton>
          </Popconfirm>
        </div>
      </div>
      <SeriesRuns seriesId={series.id} />
    </li>
  );
}

/** /series: recurring series — the creator's list, a form to make or edit one, Run now, and each one's runs. */
export function SeriesScreen() {
  const list = useSeriesList();
  const [editing, setEditing] = useState<{ id: number | null; series: SeriesItem | null } | null>(null);
  return (
    <div className="pl-series">
      <h1 className="pl-page-title">Series</h1>
      <p>
        A series watches feeds and pages and makes an episode of what is new, on its schedule: a run with nothing new is
        skipped.
      </p>
      {editing ? (
        <SeriesForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.series ? seriesFormOf(editing.series) : emptySeriesForm()}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button type="primary" onClick={() => setEditing({ id: null, series: null })}>
          New series
        </Button>
      )}
      <h2>Your series</h2>
      {list.isPending && <Skeleton active />}
      {list.isError && <p role="alert">We could not load your series. Please try again.</p>}
      {list.data?.length === 0 && <Empty description="No series yet." />}
      <ul className="pl-series__list" aria-label="Your series">
        {list.data?.map((series) => (
          <SeriesCard key={series.id} series={series} onEdit={() => setEditing({ id: series.id, series })} />
        ))}
      </ul>
    </div>
  );
}
