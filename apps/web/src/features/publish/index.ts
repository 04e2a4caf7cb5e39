/** Publishing (spec 000 §2 "Publish modal"): the platforms, their RSS feed details and the feed URL. */
export { PublishModal, type PublishModalProps } from './publish-modal';
