import { Form, Input, Radio } from 'antd';

export interface ReleaseTimeFieldProps {
  /** A `datetime-local` value; empty publishes now. */
  value: string;
  scheduled: boolean;
  onChange: (next: { scheduled: boolean; value: string }) => void;
}

/** Publish now, or at a date and time in the creator's own time zone (the episode waits as Scheduled). */
export function ReleaseTimeField({ value, scheduled, onChange }: ReleaseTimeFieldProps) {
  return (
    <fieldset className="pl-publish__release">
      <legend className="pl-publish__heading">Release</legend>
      <Radio.Group
        value={scheduled ? 'later' : 'now'}
        onChange={(e) => onChange({ scheduled: e.target.value === 'later', value })}
        options={[
          { value: 'now', label: 'Publish now' },
          { value: 'later', label: 'At a date and time' },
        ]}
      />
      {scheduled && (
        <Form.Item
          label="Release time (your time zone)"
          htmlFor="publish-release-at"
          className="pl-publish__release-at"
        >
          <Input
            id="publish-release-at"
            type="datetime-local"
            value={value}
            onChange={(e) => onChange({ scheduled, value: e.target.value })}
          />
        </Form.Item>
      )}
    </fieldset>
  );
}
