import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { PublishForm } from './publish-form';
import { isAnyLoading } from './publish-machine';
import { newPublishTarget } from './publish-target';
import { usePublishFlow } from './use-publish-flow';
import './publish.css';

export interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The modal around the publish form; it cannot be closed while a publish is under way. */
export function PublishDialog({ open, onClose }: PublishDialogProps) {
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (open) setOpening((n) => n + 1);
  }, [open]);
  const [target] = useState(newPublishTarget);
  const { controller, state } = usePublishFlow(opening, target);
  const loading = isAnyLoading(state);
  return (
    <Modal
      open={open}
      onCancel={loading ? undefined : onClose}
      closable={!loading}
      maskClosable={!loading}
      keyboard={!loading && state.rss === null}
      title="Publish episode"
      width={660}
      destroyOnHidden
      footer={null}
      className="pl-publish"
    >
      <PublishForm controller={controller} state={state} target={target} />
    </Modal>
  );
}
