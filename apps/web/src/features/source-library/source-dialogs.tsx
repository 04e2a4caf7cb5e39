import { Alert, Input, Modal, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { type LibrarySource, useRenameSource, useSourceText } from './library-api';

/** The source's extracted text, as the writer is given it. */
export function SourcePreview({ source, onClose }: { source: LibrarySource | null; onClose: () => void }) {
  const text = useSourceText(source?.id ?? null);
  return (
    <Modal open={source !== null} title={source?.title} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {text.isPending && <Skeleton active />}
      {text.isError && <Alert type="error" showIcon message={text.error.message} />}
      {text.data && <div className="pl-library__preview">{text.data.text}</div>}
    </Modal>
  );
}

/** Gives a source another title; a refusal shows the server's sentence and changes nothing. */
export function RenameSource({ source, onClose }: { source: LibrarySource | null; onClose: () => void }) {
  if (!source) return null;
  return <RenameForm key={source.id} source={source} onClose={onClose} />;
}

function RenameForm({ source, onClose }: { source: LibrarySource; onClose: () => void }) {
  const [title, setTitle] = useState(source.title);
  const rename = useRenameSource();
  const id = useId();
  const save = () =>
    rename.mutate(
      { id: source.id, title },
      {
        onSuccess: onClose,
      },
    );
  return (
    <Modal
      open
      title="Rename source"
      okText="Save"
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ disabled: rename.isPending, 'aria-busy': rename.isPending }}
    >
      <label htmlFor={id}>Title</label>
      <Input id={id} value={title} onChange={(e) => setTitle(e.target.value)} onPressEnter={save} autoFocus />
      {rename.error && <Alert type="error" showIcon message={rename.error.message} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
