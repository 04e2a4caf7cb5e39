import { CopyOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Skeleton, Table, Tag } from 'antd';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { copyText } from '../publish';
import { type Listener, lastFetchLabel, useListeners, useRevokeListener, useRotateListener } from './listeners-api';

/** A private show's listeners: last fetch, downloads, and their feed URL to copy, rotate or revoke. */
export function ListenersTable({ showId, title }: { showId: string; title: string }) {
  const listeners = useListeners(showId);
  const revoke = useRevokeListener(showId);
  const rotate = useRotateListener(showId);
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const rotateFor = async (l: Listener) => {
    try {
      const rotated = await rotate.mutateAsync(l.id);
      if (rotated.mailed) toast.success(`${l.name} has a new feed URL; we mailed it.`);
      else toast.warning(`${l.name} has a new feed URL; the old one no longer works. ${rotated.mailNote ?? ''}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  if (listeners.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (listeners.isError) return <p role="alert">We could not load the listeners. Please try again.</p>;
  const actions = (l: Listener) =>
    l.revoked ? null : (
      <div className="pl-listeners__actions">
        <Button
          icon={<CopyOutlined aria-hidden="true" />}
          onClick={() => void copyText(l.feedUrl ?? '', `The feed URL of ${l.name} is copied.`)}
        >
          Copy feed URL of {l.name}
        </Button>
        <BusyButton busy={rotate.isPending && rotate.variables === l.id} onClick={() => void rotateFor(l)}>
          New URL for {l.name}
        </BusyButton>
        <Popconfirm
          title={`Revoke ${l.name}'s access? Their feed stops at once.`}
          okText="Revoke"
          onConfirm={() => act(() => revoke.mutateAsync(l.id), `${l.name} can no longer listen.`)}
        >
          <BusyButton danger busy={revoke.isPending && revoke.variables === l.id}>
            Revoke {l.name}
          </BusyButton>
        </Popconfirm>
      </div>
    );
  return (
    <Table<Listener>
      aria-label={`Listeners of ${title}`}
      rowKey="id"
      size="small"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={listeners.data}
      locale={{ emptyText: 'No listeners yet.' }}
      scroll={{ x: true }}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'E-mail', dataIndex: 'email' },
        { title: 'Last fetch', dataIndex: 'lastFetchAt', render: (v: string | null) => lastFetchLabel(v) },
        { title: 'Downloads', dataIndex: 'downloads' },
        {
          title: 'Status',
          dataIndex: 'revoked',
          render: (revoked: boolean) => (revoked ? <Tag>Revoked</Tag> : <Tag color="green">Active</Tag>),
        },
        { title: 'Actions', key: 'actions', render: (_: unknown, l: Listener) => actions(l) },
      ]}
    />
  );
}
