import { WebhooksScreen } from '../../features/webhooks';

/** /webhooks: the creator's webhook endpoints and their deliveries (reached from the profile menu). */
export function WebhooksPage() {
  return <WebhooksScreen />;
}
