import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { AddSourceForm } from './add-source-form';
import { LIBRARY_PAGE_SIZE, type LibrarySource, useLibraryPage } from './library-api';
import { RenameSource, SourcePreview } from './source-dialogs';
import { SourceRow } from './source-row';
import './source-library.css';

/** /sources: the user's source library, listed newest first, previewed, renamed, deleted, and added to. */
export function LibraryScreen() {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [previewing, setPreviewing] = useState<LibrarySource | null>(null);
  const [renaming, setRenaming] = useState<LibrarySource | null>(null);
  const sources = useLibraryPage(page);
  const items = sources.data?.items ?? [];
  const total = sources.data?.pageInfo.totalItems ?? 0;
  // A page emptied by deletions goes back to the last one that has sources.
  const lastPage = sources.data?.pageInfo.totalPages ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <div className="pl-library">
      <h1 className="pl-page-title">Sources</h1>
      <p>
        Your sources are the material scripts are written from: pasted notes, documents (.txt, .md, .pdf, .docx, .epub,
        .html) and web pages. Choose up to 20 of them when you create a podcast.
      </p>
      {adding ? (
        <AddSourceForm
          heading="Add a source"
          onClose={() => setAdding(false)}
          onAdded={(source) => {
            toast.success(`Added ${source.title}.`);
            setAdding(false);
            setPage(1);
          }}
        />
      ) : (
        <div>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add a source
          </Button>
        </div>
      )}
      <h2>Your sources{total ? ` (${total})` : ''}</h2>
      {sources.isPending && <Skeleton active />}
      {sources.isError && <p role="alert">We could not load your sources. Please try again.</p>}
      {sources.data && total === 0 && (
        <Empty description="No sources yet. Add pasted text, a file or a web address, then choose it when you create a podcast." />
      )}
      {items.length > 0 && (
        <ul className="pl-library__list" aria-label="Your sources">
          {items.map((source) => (
            <SourceRow key={source.id} source={source} onPreview={setPreviewing} onRename={setRenaming} />
          ))}
        </ul>
      )}
      {total > LIBRARY_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={LIBRARY_PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
          align="center"
        />
      )}
      <SourcePreview source={previewing} onClose={() => setPreviewing(null)} />
      <RenameSource source={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
