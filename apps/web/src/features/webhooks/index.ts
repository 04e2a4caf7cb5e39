/** The webhooks screen: addresses told of the creator's events, made, listed, deleted, with their deliveries. */
export { WebhooksScreen } from './webhooks-screen';
