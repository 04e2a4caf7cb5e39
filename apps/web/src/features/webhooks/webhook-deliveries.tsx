import { Empty, Skeleton, Tag } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { deliveryOutcome } from './webhook-form-input';
import { useRedeliverWebhook, useWebhookDeliveries, type WebhookDeliveryItem } from './webhooks-api';

const STATUS_COLOURS: Record<string, string> = { delivered: 'green', failed: 'red', pending: 'gold' };
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

function DeliveryRow({ delivery, endpointId }: { delivery: WebhookDeliveryItem; endpointId: number }) {
  const redeliver = useRedeliverWebhook(endpointId);
  const onRedeliver = async () => {
    try {
      await redeliver.mutateAsync(delivery.id);
      toast.success(`${delivery.event} will be sent again.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <tr>
      <td>{delivery.event}</td>
      <td>
        <Tag color={STATUS_COLOURS[delivery.status]}>{delivery.status}</Tag>
      </td>
      <td>{when(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
      <td className="pl-webhooks__excerpt">{deliveryOutcome(delivery)}</td>
      <td>
        <BusyButton
          size="small"
          busy={redeliver.isPending}
          aria-label={`Redeliver ${delivery.event} of ${when(delivery.createdAt)}`}
          onClick={() => void onRedeliver()}
        >
          Redeliver
        </BusyButton>
      </td>
    </tr>
  );
}

/** The deliveries log of one endpoint: newest first, each with what the endpoint answered. */
export function WebhookDeliveries({ endpointId, url }: { endpointId: number; url: string }) {
  const deliveries = useWebhookDeliveries(endpointId, true);
  if (deliveries.isPending) return <Skeleton active />;
  if (deliveries.isError) return <p role="alert">We could not load the deliveries. Please try again.</p>;
  if (deliveries.data.length === 0) return <Empty description="Nothing sent to this address yet." />;
  return (
    <table className="pl-webhooks__deliveries" aria-label={`Deliveries to ${url}`}>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">Status</th>
          <th scope="col">Time</th>
          <th scope="col">Response</th>
          <th scope="col">
            <span className="pl-webhooks__hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} endpointId={endpointId} />
        ))}
      </tbody>
    </table>
  );
}
