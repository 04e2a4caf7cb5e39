import { Button, Popconfirm, Tag } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { type LibrarySource, useDeleteSource } from './library-api';

const KIND_LABELS: Record<string, string> = {
  text: 'Pasted text',
  file: 'File',
  url: 'Web page',
  research: 'Research',
};

const numberFormat = new Intl.NumberFormat('en');

export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

export interface SourceRowProps {
  source: LibrarySource;
  onPreview: (source: LibrarySource) => void;
  onRename: (source: LibrarySource) => void;
}

/** One source of the library: its title, kind, where it came from, its words and when it was added. */
export function SourceRow({ source, onPreview, onRename }: SourceRowProps) {
  const remove = useDeleteSource();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(source.id);
      toast.success(`Deleted ${source.title}.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const origin = source.fileName ?? source.url;
  return (
    <li className="pl-library__item">
      <div>
        <strong>{source.title}</strong> <Tag>{kindLabel(source.kind)}</Tag>
        <span className="pl-library__meta">
          {origin && <>{origin} · </>}
          {numberFormat.format(source.words)} words · added {new Date(source.createdAt).toLocaleDateString()}
        </span>
      </div>
      <div className="pl-library__actions">
        <Button onClick={() => onPreview(source)} aria-label={`Preview ${source.title}`}>
          Preview
        </Button>
        <Button onClick={() => onRename(source)} aria-label={`Rename ${source.title}`}>
          Rename
        </Button>
        <Popconfirm
          title={`Delete ${source.title}?`}
          description="Scripts already written from it keep their text."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => void onDelete()}
        >
          <BusyButton danger busy={remove.isPending} aria-label={`Delete ${source.title}`}>
            Delete
          </BusyButton>
        </Popconfirm>
      </div>
    </li>
  );
}
