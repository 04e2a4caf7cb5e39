import { Radio } from 'antd';
import { toast } from '../../ui/toast/toast-store';
import { rssFormFromFeed, type Show, showInputOf, useUpdateShow } from '../publish';

const LABELS = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;

/**
 * Public: anyone may read the feed and pages. Private: the feed, pages and sitemap entries are gone (404) and only
 * the listeners added below can listen, each on a personal feed.
 */
export function ShowVisibility({ show }: { show: Show }) {
  const update = useUpdateShow();
  const change = async (visibility: Show['visibility']) => {
    const generatedCover = show.podcastImageUrl.includes(`/feeds/${show.id}/`);
    try {
      await update.mutateAsync({
        showId: show.id,
        input: { ...showInputOf(rssFormFromFeed(show, generatedCover)), visibility },
      });
      toast.success(`${show.title} is now ${LABELS[visibility].toLowerCase()}.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="pl-show-card__visibility">
      <span id={`visibility-${show.id}`}>Visibility</span>
      <Radio.Group
        aria-labelledby={`visibility-${show.id}`}
        optionType="button"
        buttonStyle="solid"
        value={show.visibility}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
        onChange={(event) => void change(event.target.value as Show['visibility'])}
        options={[
          { value: 'PUBLIC', label: LABELS.PUBLIC },
          { value: 'PRIVATE', label: LABELS.PRIVATE },
        ]}
      />
      <p className="pl-show-card__hint">
        {show.visibility === 'PRIVATE'
          ? 'Only the listeners below can listen, each on a personal feed. The public feed and pages answer “not found”.'
          : 'Anyone can find and follow this show.'}
      </p>
    </div>
  );
}
