import { WarningOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import type { Show } from './shows-api';
import { useFeedAddress } from './shows-api';

/** With several shows, which one this episode goes to (the last used for the podcast, else the newest). */
export function ShowChoice({
  shows,
  value,
  onChange,
}: {
  shows: Show[];
  value: string | null;
  onChange: (showId: string) => void;
}) {
  if (shows.length < 2) return null;
  return (
    <div className="pl-publish__show">
      <label htmlFor="publish-show">Show</label>
      <Select
        id="publish-show"
        value={value ?? undefined}
        onChange={onChange}
        options={shows.map((show) => ({ value: show.id, label: show.title }))}
      />
    </div>
  );
}

/** Said before Publish: a feed at localhost, a private address or plain http is out of the directories' reach. */
export function FeedAddressNote() {
  const address = useFeedAddress();
  if (!address.data || address.data.reachable) return null;
  return (
    <p className="pl-publish__address" role="status">
      <WarningOutlined aria-hidden="true" /> {address.data.problem} (now {address.data.publicUrl})
    </p>
  );
}
