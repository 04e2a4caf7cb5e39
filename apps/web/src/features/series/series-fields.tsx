import { SCRIPT_FORMAT_LABELS, SCRIPT_FORMATS, SERIES_DURATIONS, SERIES_WEEKDAYS } from '@podloom/contract';
import { Input, Radio, Select } from 'antd';
import { type ReactNode, useId, useMemo } from 'react';
import { usePodcastOptions } from '../options';
import { useVoices } from '../voices';
import { type SeriesFormValues, timeZones } from './series-form-state';

export interface FieldsProps {
  values: SeriesFormValues;
  change: (patch: Partial<SeriesFormValues>) => void;
}

/** A labelled control: the label names the control by its id. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="pl-series__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** When the series runs: daily or weekly on a weekday, at a time on a zone's clock. */
export function ScheduleFields({ values, change }: FieldsProps) {
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);
  return (
    <fieldset className="pl-series__group">
      <legend>Schedule</legend>
      <Radio.Group
        aria-label="How often"
        value={values.cadence}
        onChange={(event) => change({ cadence: event.target.value })}
        options={[
          { value: 'daily', label: 'Daily' },
          { value: 'weekly', label: 'Weekly' },
        ]}
      />
      {values.cadence === 'weekly' && (
        <Field label="Weekday">
          {(id) => (
            <Select
              id={id}
              value={values.weekday}
              onChange={(weekday) => change({ weekday })}
              options={SERIES_WEEKDAYS.map((day, i) => ({ value: i + 1, label: day }))}
            />
          )}
        </Field>
      )}
      <Field label="At (HH:MM)">
        {(id) => <Input id={id} type="time" value={values.time} onChange={(e) => change({ time: e.target.value })} />}
      </Field>
      <Field label="Time zone">
        {(id) => (
          <Select
            id={id}
            showSearch
            value={values.timeZone}
            onChange={(timeZone) => change({ timeZone })}
            options={zones}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** How each episode is made: format, length, tone, speakers and their voices. */
export function EpisodeFields({ values, change }: FieldsProps) {
  const { options } = usePodcastOptions();
  const { voices } = useVoices(values.language);
  const voiceOptions = voices.map((voice) => ({ value: voice.optionKey, label: voice.name }));
  return (
    <fieldset className="pl-series__group">
      <legend>Episodes</legend>
      <Field label="Format">
        {(id) => (
          <Select
            id={id}
            value={values.format}
            onChange={(format) => change({ format })}
            options={SCRIPT_FORMATS.map((format) => ({ value: format, label: SCRIPT_FORMAT_LABELS[format] }))}
          />
        )}
      </Field>
      <Field label="Length">
        {(id) => (
          <Select
            id={id}
            value={values.duration}
            onChange={(duration) => change({ duration })}
            options={SERIES_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }))}
          />
        )}
      </Field>
      <Field label="Tone">
        {(id) => (
          <Select
            id={id}
            value={values.tone}
            onChange={(tone) => change({ tone })}
            options={options.tones.map((tone) => ({ value: tone.optionKey, label: tone.name }))}
          />
        )}
      </Field>
      <Field label="Host">
        {(id) => (
          <Input id={id} value={values.host} maxLength={50} onChange={(e) => change({ host: e.target.value })} />
        )}
      </Field>
      <Field label="Host voice">
        {(id) => (
          <Select
            id={id}
            value={values.hostVoice || undefined}
            onChange={(hostVoice) => change({ hostVoice })}
            options={voiceOptions}
          />
        )}
      </Field>
      <Field label="Guest (optional)">
        {(id) => (
          <Input id={id} value={values.guest} maxLength={50} onChange={(e) => change({ guest: e.target.value })} />
        )}
      </Field>
      {values.guest && (
        <Field label="Guest voice">
          {(id) => (
            <Select
              id={id}
              value={values.guestVoice || undefined}
              onChange={(guestVoice) => change({ guestVoice })}
              options={voiceOptions}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
