import { WEBHOOK_LIMITS } from '@podloom/contract';
import { Input } from 'antd';
import { useId, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { CheckboxList } from '../../ui/checkbox-list/checkbox-list';
import { checkWebhookForm, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from './webhook-form-input';
import { useCreateWebhookEndpoint } from './webhooks-api';

/** Adds an endpoint; its secret is handed to `onCreated`, to be shown once. */
export function WebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['audio.ready']);
  const [problem, setProblem] = useState<string | null>(null);
  const urlId = useId();

  const submit = async () => {
    const checked = checkWebhookForm(url, events);
    setProblem(checked.problem);
    if (!checked.input) return;
    try {
      const created = await create.mutateAsync(checked.input);
      setUrl('');
      onCreated(created.secret);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      className="pl-webhooks__form"
      aria-label="Add a webhook endpoint"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={urlId}>Address to call</label>
      <Input
        id={urlId}
        value={url}
        maxLength={WEBHOOK_LIMITS.urlMax}
        placeholder="https://example.com/podloom-events"
        onChange={(event) => setUrl(event.target.value)}
      />
      <fieldset>
        <legend>Events to send</legend>
        <CheckboxList
          value={events}
          onChange={setEvents}
          options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }))}
        />
      </fieldset>
      {problem && (
        <p role="alert" className="pl-webhooks__problem">
          {problem}
        </p>
      )}
      <BusyButton type="primary" htmlType="submit" busy={create.isPending}>
        Add endpoint
      </BusyButton>
    </form>
  );
}
