import { SCRIPT_SOURCE_MESSAGES } from '@podloom/contract';
import { Alert, Checkbox, Empty, Modal, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { LIBRARY_PAGE_SIZE, useLibraryPage } from './library-api';
import { type PickedSource, pickedSummary, pickerFull, togglePicked } from './picked-sources';
import { kindLabel } from './source-row';

const numberFormat = new Intl.NumberFormat('en');

export interface LibraryPickerModalProps {
  open: boolean;
  picked: PickedSource[];
  onChange: (picked: PickedSource[]) => void;
  onClose: () => void;
}

/** The library, page by page, each source with a checkbox: up to 20 may be chosen. */
export function LibraryPickerModal({ open, picked, onChange, onClose }: LibraryPickerModalProps) {
  const [page, setPage] = useState(1);
  const sources = useLibraryPage(page, LIBRARY_PAGE_SIZE, open);
  const items = sources.data?.items ?? [];
  const total = sources.data?.pageInfo.totalItems ?? 0;
  const full = pickerFull(picked);
  return (
    <Modal
      open={open}
      title="Choose sources"
      onCancel={onClose}
      onOk={onClose}
      okText="Done"
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p className="pl-picker__total" aria-live="polite">
        Chosen: {pickedSummary(picked)}
      </p>
      {full && <Alert type="info" showIcon message={SCRIPT_SOURCE_MESSAGES.tooMany} style={{ marginBottom: 12 }} />}
      {sources.isPending && <Skeleton active />}
      {sources.isError && <Alert type="error" showIcon message={sources.error.message} />}
      {sources.data && total === 0 && (
        <Empty description="Your library is empty. Add a source here or on the Sources screen." />
      )}
      {items.length > 0 && (
        <ul className="pl-picker__options" aria-label="Sources in your library">
          {items.map((source) => {
            const chosen = picked.some((p) => p.id === source.id);
            return (
              <li key={source.id}>
                <Checkbox
                  checked={chosen}
                  disabled={!chosen && full}
                  onChange={() => onChange(togglePicked(picked, source))}
                >
                  {source.title}{' '}
                  <span className="pl-library__meta">
                    {kindLabel(source.kind)} · {numberFormat.format(source.words)} words
                  </span>
                </Checkbox>
              </li>
            );
          })}
        </ul>
      )}
      {total > LIBRARY_PAGE_SIZE && (
        <Pagination
          size="small"
          current={page}
          pageSize={LIBRARY_PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
          align="center"
        />
      )}
    </Modal>
  );
}
