import { PLATFORM_NAMES, type PlatformKey } from '@podloom/contract';
import { Select } from 'antd';
import type { PublishedEpisodeSummary } from './analytics-api';
import { isoDay } from './analytics-format';

export const ALL_EPISODES = 'all';

const platformLabel = (key: string) => PLATFORM_NAMES[key as PlatformKey] ?? key;

/** Which episode the figures are for: one of the published episodes (one per platform's feed) or all of them. */
export function EpisodePicker({
  episodes,
  value,
  onChange,
}: {
  episodes: PublishedEpisodeSummary[];
  value: string;
  onChange: (value: string) => void;
}) {
  const options = [
    { value: ALL_EPISODES, label: 'All episodes' },
    ...episodes.map((e) => ({
      value: String(e.episodeId),
      label: `${e.title} · ${platformLabel(e.platform)} · ${isoDay(e.pubDate)}`,
    })),
  ];
  return (
    <Select
      id="analytics-episode"
      aria-label="Episode"
      className="pl-analytics-picker"
      value={value}
      onChange={onChange}
      options={options}
      showSearch
      optionFilterProp="label"
      popupMatchSelectWidth={false}
    />
  );
}
