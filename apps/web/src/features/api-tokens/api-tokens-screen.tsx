import { Alert, Button, Empty, Input, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { ApiTokenForm } from './api-token-form';
import { type ApiTokenItem, useApiTokens, useRevokeApiToken } from './api-tokens-api';
import './api-tokens.css';
import { BusyButton } from '../../ui/busy-button/busy-button';

const day = (iso: string | null | undefined, none: string) => (iso ? new Date(iso).toLocaleDateString() : none);

function TokenRow({ token }: { token: ApiTokenItem }) {
  const revoke = useRevokeApiToken();
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      toast.success(`Revoked ${token.name}.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <li className="pl-api-tokens__item">
      <div>
        <strong>{token.name}</strong> <code>{token.hint}</code>
        <div>
          {token.scopes.map((scope) => (
            <Tag key={scope}>{scope}</Tag>
          ))}
        </div>
        <small>
          Made {day(token.createdAt, '')} · expires {day(token.expiresAt, 'never')} · last used{' '}
          {day(token.lastUsedAt, 'never')}
        </small>
      </div>
      <Popconfirm
        title={`Revoke ${token.name}?`}
        description="Anything using it is refused from its next request."
        okText="Revoke"
        okButtonProps={{ danger: true }}
        onConfirm={() => void onRevoke()}
      >
        <BusyButton danger busy={revoke.isPending} aria-label={`Revoke ${token.name}`}>
          Revoke
        </BusyButton>
      </Popconfirm>
    </li>
  );
}

/** The token just made, shown this once with a copy button. */
function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const copy = async () => {
    await navigator.clipboard.writeText(token);
    toast.success('Token copied.');
  };
  return (
    <Alert
      type="success"
      message="Copy your new token now: it is not shown again."
      description={
        <div className="pl-api-tokens__new">
          <Input readOnly value={token} aria-label="New API token" onFocus={(event) => event.target.select()} />
          <Button onClick={() => void copy()}>Copy</Button>
          <Button type="link" onClick={onDone}>
            Done
          </Button>
        </div>
      }
    />
  );
}

/** /api-tokens: personal API tokens for scripts and pipelines, made, listed and revoked here. */
export function ApiTokensScreen() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="pl-api-tokens">
      <h1 className="pl-page-title">API tokens</h1>
      <p>
        A token lets your own scripts use Podloom's API as you: send it as <code>Authorization: Bearer plm_…</code>. It
        can never make tokens, sign in or pay.
      </p>
      {created && <NewToken token={created} onDone={() => setCreated(null)} />}
      <ApiTokenForm onCreated={setCreated} />
      <h2>Your tokens</h2>
      {tokens.isPending && <Skeleton active />}
      {tokens.isError && <p role="alert">We could not load your tokens. Please try again.</p>}
      {tokens.data?.length === 0 && <Empty description="No API tokens yet." />}
      <ul className="pl-api-tokens__list" aria-label="Your API tokens">
        {tokens.data?.map((token) => (
          <TokenRow key={token.id} token={token} />
        ))}
      </ul>
    </div>
  );
}
