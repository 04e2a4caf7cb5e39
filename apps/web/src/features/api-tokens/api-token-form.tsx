import { API_TOKEN_LIMITS, API_TOKEN_SCOPES, createApiTokenInput } from '@podloom/contract';
import { Input, Select } from 'antd';
import { useId, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { CheckboxList } from '../../ui/checkbox-list/checkbox-list';
import { type NewApiToken, useCreateApiToken } from './api-tokens-api';

const SCOPE_LABELS: Record<(typeof API_TOKEN_SCOPES)[number], string> = {
  read: 'read: see podcasts, shows, jobs and streams',
  write: 'write: write scripts, render audio, change podcasts and shows',
  publish: 'publish: publish episodes and take them off a feed',
};
const EXPIRIES = [
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
  { value: 365, label: '1 year' },
  { value: 0, label: 'Never' },
];

/** Makes a token; the token itself is handed to `onCreated`, to be shown once. */
export function ApiTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const [days, setDays] = useState(90);
  const [problem, setProblem] = useState<string | null>(null);
  const nameId = useId();
  const expiryId = useId();

  const submit = async () => {
    const input: NewApiToken = { name, scopes, expiresInDays: days === 0 ? null : days };
    const parsed = createApiTokenInput.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    setProblem(null);
    try {
      const created = await create.mutateAsync(input);
      setName('');
      onCreated(created.token);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      className="pl-api-tokens__form"
      aria-label="Make an API token"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={nameId}>Name</label>
      <Input
        id={nameId}
        value={name}
        maxLength={API_TOKEN_LIMITS.nameMax}
        placeholder="e.g. Nightly research pipeline"
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset>
        <legend>What it may do</legend>
        <CheckboxList
          value={scopes}
          onChange={setScopes}
          options={API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }))}
        />
      </fieldset>
      <label htmlFor={expiryId}>Expires after</label>
      <Select id={expiryId} value={days} options={EXPIRIES} onChange={setDays} style={{ width: 160 }} />
      {problem && (
        <p role="alert" className="pl-api-tokens__problem">
          {problem}
        </p>
      )}
      <BusyButton type="primary" htmlType="submit" busy={create.isPending}>
        Create token
      </BusyButton>
    </form>
  );
}
