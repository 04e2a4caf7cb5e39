import { Modal } from 'antd';
import { toast } from '../../ui/toast/toast-store';
import { type Show, useDeleteShow } from '../publish';

/** Deleting a show: said plainly what happens to its feed and episodes before it is done. */
export function ShowDeleteModal({ show, open, onClose }: { show: Show; open: boolean; onClose: () => void }) {
  const remove = useDeleteShow();
  const confirm = async () => {
    try {
      await remove.mutateAsync({ showId: show.id, confirm: true });
      toast.success(`Deleted ${show.title}.`);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={`Delete ${show.title}?`}
      okText="Delete show"
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={() => void confirm()}
      destroyOnHidden
    >
      {show.episodeCount > 0 ? (
        <p>
          This show has {show.episodeCount} published episode{show.episodeCount === 1 ? '' : 's'}. Deleting it removes
          them and their figures; its feed will answer 410 Gone, so podcast apps and directories drop it.
        </p>
      ) : (
        <p>The show has no published episodes. Its feed will answer 410 Gone.</p>
      )}
    </Modal>
  );
}
