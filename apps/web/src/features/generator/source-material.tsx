import { CloseOutlined, FileTextOutlined, LinkOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Input, Segmented } from 'antd';
import { useId, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import type { SourceMaterial as Source } from '../podcast-setup';
import { extractSource, type SourceRequest } from './generation-api';

type Mode = 'text' | 'file' | 'url';

const MODES = [
  { value: 'text', label: 'Paste text' },
  { value: 'file', label: 'Upload file' },
  { value: 'url', label: 'Web address' },
];

const ACCEPTED = '.txt,.md,.pdf,.docx,.epub,.html,.htm';
const numberFormat = new Intl.NumberFormat('en');

export interface SourceMaterialProps {
  value: Source | null;
  onChange: (source: Source | null) => void;
  disabled?: boolean;
}

/**
 * Beyond the spec: material the script is grounded in. The server extracts the text
 * (/generate/sources) and says how much it took; the user can remove it again.
 */
export function SourceMaterial({ value, onChange, disabled }: SourceMaterialProps) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('text');
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const ids = useId();

  const extract = useMutation({
    mutationFn: (request: SourceRequest) => extractSource(request),
    onSuccess: (source) => {
      onChange(source);
      setText('');
      setUrl('');
      setOpen(false);
    },
  });

  if (value) {
    return (
      <div className="pl-source pl-source--set">
        <FileTextOutlined className="pl-source__icon" aria-hidden="true" />
        <div className="pl-source__summary">
          <strong className="pl-source__label" title={value.label}>
            {value.label}
          </strong>
          <span>{numberFormat.format(value.characters)} characters taken as source material</span>
        </div>
        <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
          Remove source
        </Button>
      </div>
    );
  }

  if (!open) {
    return (
      <div className="pl-source">
        <Button icon={<PaperClipOutlined />} onClick={() => setOpen(true)} disabled={disabled}>
          Add source material
        </Button>
        <span className="pl-source__hint">Optional: ground the script in your notes, a document or a web page.</span>
      </div>
    );
  }

  const busy = extract.isPending;
  return (
    <fieldset className="pl-source pl-source--open">
      <legend className="pl-visually-hidden">Source material</legend>
      <div className="pl-source__header">
        <span className="pl-source__title" aria-hidden="true">
          Source material
        </span>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          onClick={() => setOpen(false)}
          aria-label="Close source material"
        />
      </div>
      <Segmented
        options={MODES}
        value={mode}
        onChange={(next) => {
          setMode(next as Mode);
          extract.reset();
        }}
        block
        disabled={disabled || busy}
      />
      {mode === 'text' && (
        <div className="pl-source__body">
          <label className="pl-visually-hidden" htmlFor={`${ids}-text`}>
            Source text
          </label>
          <Input.TextArea
            id={`${ids}-text`}
            rows={5}
            value={text}
            disabled={disabled || busy}
            placeholder="Paste an article, your notes or a transcript…"
            onChange={(e) => setText(e.target.value)}
          />
          <BusyButton type="primary" busy={busy} disabled={!text.trim()} onClick={() => extract.mutate({ text })}>
            Use this text
          </BusyButton>
        </div>
      )}
      {mode === 'file' && (
        <div className="pl-source__body">
          <label className="pl-source__drop" htmlFor={`${ids}-file`}>
            <strong>{busy ? 'Reading the file…' : 'Choose a file'}</strong>
            <span>.txt, .md or .pdf, up to 10 MB</span>
          </label>
          <input
            id={`${ids}-file`}
            className="pl-source__file"
            type="file"
            accept={ACCEPTED}
            disabled={disabled || busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) extract.mutate({ file });
              e.target.value = '';
            }}
          />
        </div>
      )}
      {mode === 'url' && (
        <div className="pl-source__body pl-source__body--row">
          <label className="pl-visually-hidden" htmlFor={`${ids}-url`}>
            Web address
          </label>
          <Input
            id={`${ids}-url`}
            type="url"
            prefix={<LinkOutlined />}
            placeholder="https://example.com/article"
            value={url}
            disabled={disabled || busy}
            onChange={(e) => setUrl(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              if (url.trim()) extract.mutate({ url });
            }}
          />
          <BusyButton type="primary" busy={busy} disabled={!url.trim()} onClick={() => extract.mutate({ url })}>
            Fetch page
          </BusyButton>
        </div>
      )}
      {extract.error && <Alert type="error" showIcon message={extract.error.message} />}
    </fieldset>
  );
}
