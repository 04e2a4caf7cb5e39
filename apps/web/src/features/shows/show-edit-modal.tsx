import { Modal } from 'antd';
import { useMemo } from 'react';
import { toast } from '../../ui/toast/toast-store';
import {
  RssFeedForm,
  type RssFormValues,
  rssFormFromFeed,
  type Show,
  showInputOf,
  useAppleCategories,
  useUpdateShow,
  validateRssForm,
} from '../publish';

/** Edits a show's details with the RSS form: its feed and pages follow at once, and podcast apps are told. */
export function ShowEditModal({ show, open, onClose }: { show: Show; open: boolean; onClose: () => void }) {
  const categories = useAppleCategories(open);
  const update = useUpdateShow();
  const initial = useMemo(() => rssFormFromFeed(show, show.podcastImageUrl.includes(`/feeds/${show.id}/`)), [show]);
  const submit = async (values: RssFormValues) => {
    const checked = validateRssForm(values);
    if (!checked.ok) return { kind: 'invalid' as const, errors: checked.errors };
    try {
      await update.mutateAsync({ showId: show.id, input: showInputOf(values) });
      toast.success(`Saved ${values.podcastTitle.trim()}: its feed and pages are updated.`);
      onClose();
      return { kind: 'created' as const, feedUrl: show.feedUrl };
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return { kind: 'failed' as const };
    }
  };
  return (
    <Modal open={open} onCancel={onClose} title={`Edit ${show.title}`} width={720} destroyOnHidden footer={null}>
      <RssFeedForm
        initial={initial}
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        onSubmit={submit}
        onCancel={onClose}
        submitLabel="Save show"
      />
    </Modal>
  );
}
