import { Alert, Button, Empty, Input, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { useDeleteWebhookEndpoint, useWebhookEndpoints, type WebhookEndpointItem } from './webhooks-api';
import './webhooks.css';

function EndpointRow({ endpoint }: { endpoint: WebhookEndpointItem }) {
  const remove = useDeleteWebhookEndpoint();
  const [open, setOpen] = useState(false);
  const onDelete = async () => {
    try {
      await remove.mutateAsync(endpoint.id);
      toast.success(`Deleted ${endpoint.url}.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <li className="pl-webhooks__item">
      <div className="pl-webhooks__head">
        <div>
          <code>{endpoint.url}</code>
          <div>
            {endpoint.events.map((event) => (
              <Tag key={event}>{event}</Tag>
            ))}
          </div>
          <small>Added {new Date(endpoint.createdAt).toLocaleDateString()}</small>
        </div>
        <div className="pl-webhooks__actions">
          <Button aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Popconfirm
            title={`Delete ${endpoint.url}?`}
            description="Nothing more is sent to it, and its deliveries log goes too."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => void onDelete()}
          >
            <BusyButton danger busy={remove.isPending} aria-label={`Delete ${endpoint.url}`}>
              Delete
            </BusyButton>
          </Popconfirm>
        </div>
      </div>
      {open && <WebhookDeliveries endpointId={endpoint.id} url={endpoint.url} />}
    </li>
  );
}

/** The secret of the endpoint just added, shown this once with a copy button. */
function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    toast.success('Secret copied.');
  };
  return (
    <Alert
      type="success"
      message="Copy the signing secret now: it is not shown again."
      description={
        <div className="pl-webhooks__new">
          <Input readOnly value={secret} aria-label="Signing secret" onFocus={(event) => event.target.select()} />
          <Button onClick={() => void copy()}>Copy</Button>
          <Button type="link" onClick={onDone}>
            Done
          </Button>
        </div>
      }
    />
  );
}

/** /webhooks: addresses told of the creator's events, with each one's deliveries log. */
export function WebhooksScreen() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className="pl-webhooks">
      <h1 className="pl-page-title">Webhooks</h1>
      <p>
        Podloom calls your address when something happens: a script is written, audio is ready, an episode is published,
        a render fails. Each call is signed with the endpoint's secret (Standard Webhooks).
      </p>
      {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
      <WebhookForm onCreated={setSecret} />
      <h2>Your endpoints</h2>
      {endpoints.isPending && <Skeleton active />}
      {endpoints.isError && <p role="alert">We could not load your endpoints. Please try again.</p>}
      {endpoints.data?.length === 0 && <Empty description="No webhook endpoints yet." />}
      <ul className="pl-webhooks__list" aria-label="Your webhook endpoints">
        {endpoints.data?.map((endpoint) => (
          <EndpointRow key={endpoint.id} endpoint={endpoint} />
        ))}
      </ul>
    </div>
  );
}
