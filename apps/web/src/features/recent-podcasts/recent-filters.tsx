import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { FeatureOption } from '../options';
import { PODCAST_STATES, type RecentFilter } from './recent-filter';

/** Spec 000 §2: search by title, language and state, above the cards. The search is sent once typing pauses. */
export function RecentFilters(props: {
  filter: RecentFilter;
  languages: ReadonlyArray<Pick<FeatureOption, 'optionKey' | 'name'>>;
  onChange: (change: Partial<RecentFilter>) => void;
}) {
  const { filter, onChange } = props;
  const [search, setSearch] = useState(filter.search);
  useEffect(() => setSearch(filter.search), [filter.search]);
  useEffect(() => {
    if (search === filter.search) return;
    const timer = setTimeout(() => onChange({ search }), 300);
    return () => clearTimeout(timer);
  }, [search, filter.search, onChange]);

  return (
    <search className="pl-recent__filters" aria-label="Filter your podcasts">
      <Input.Search
        id="recent-search"
        aria-label="Search by title"
        placeholder="Search by title"
        allowClear
        maxLength={300}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onSearch={(value) => onChange({ search: value })}
      />
      <Select
        aria-label="Language"
        placeholder="Any language"
        allowClear
        showSearch
        optionFilterProp="label"
        value={filter.language || undefined}
        onChange={(language?: string) => onChange({ language: language ?? '' })}
        options={props.languages.map((l) => ({ value: l.optionKey, label: l.name }))}
      />
      <Select
        aria-label="State"
        placeholder="Any state"
        allowClear
        value={filter.status || undefined}
        onChange={(status?: RecentFilter['status']) => onChange({ status: status ?? '' })}
        options={PODCAST_STATES.map((s) => ({ value: s.value, label: s.label }))}
      />
    </search>
  );
}
