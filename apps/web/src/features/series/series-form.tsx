import { Button, Input, Select, Switch } from 'antd';
import { useId, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { useShows } from '../publish';
import { useSaveSeries } from './series-api';
import { EpisodeFields, Field, ScheduleFields } from './series-fields';
import { type SeriesFormValues, seriesInputOf } from './series-form-state';

export interface SeriesFormProps {
  /** The series being edited, or null for a new one. */
  id: number | null;
  initial: SeriesFormValues;
  onDone: () => void;
}

/** Makes or edits a series: its show, the addresses it watches, its schedule and how episodes are made. */
export function SeriesForm({ id, initial, onDone }: SeriesFormProps) {
  const shows = useShows();
  const save = useSaveSeries();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const switchId = useId();
  const change = (patch: Partial<SeriesFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const checked = seriesInputOf(values);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ id, input: { ...checked.input, weekday: checked.input.weekday ?? null } });
      toast.success(id === null ? `Series ${values.name} made.` : `Series ${values.name} saved.`);
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      className="pl-series__form"
      aria-label={id === null ? 'New series' : 'Edit series'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label="Name">
        {(fieldId) => (
          <Input id={fieldId} value={values.name} maxLength={120} onChange={(e) => change({ name: e.target.value })} />
        )}
      </Field>
      <Field label="Show">
        {(fieldId) => (
          <Select
            id={fieldId}
            value={values.showId || undefined}
            placeholder="Choose the show it publishes to"
            onChange={(showId) => change({ showId })}
            options={(shows.data ?? []).map((show) => ({ value: show.id, label: show.podcastTitle }))}
          />
        )}
      </Field>
      <Field label="Sources to watch (RSS/Atom feeds or web pages, one a line)">
        {(fieldId) => (
          <Input.TextArea
            id={fieldId}
            rows={3}
            value={values.sources}
            placeholder="https://example.com/feed.xml"
            onChange={(e) => change({ sources: e.target.value })}
          />
        )}
      </Field>
      <ScheduleFields values={values} change={change} />
      <EpisodeFields values={values} change={change} />
      <div className="pl-series__switch">
        <Switch id={switchId} checked={values.autoPublish} onChange={(autoPublish) => change({ autoPublish })} />
        <label htmlFor={switchId}>Publish new episodes by themselves (otherwise each waits for your approval)</label>
      </div>
      {problem && (
        <p role="alert" className="pl-series__problem">
          {problem}
        </p>
      )}
      <div className="pl-series__actions">
        <BusyButton type="primary" htmlType="submit" busy={save.isPending}>
          {id === null ? 'Create series' : 'Save series'}
        </BusyButton>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
