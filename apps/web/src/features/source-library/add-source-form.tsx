import { CloseOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Segmented } from 'antd';
import { useId, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { type AddedSource, useAddSource } from './library-api';

type Mode = 'text' | 'file' | 'url';

const MODES = [
  { value: 'text', label: 'Paste text' },
  { value: 'file', label: 'Upload file' },
  { value: 'url', label: 'Web address' },
];

export const ACCEPTED_FILES = '.txt,.md,.pdf,.docx,.epub,.html,.htm';

export interface AddSourceFormProps {
  onAdded: (source: AddedSource) => void;
  /** Shows a close button. */
  onClose?: () => void;
  disabled?: boolean;
  heading?: string;
}

interface ModeProps<T> {
  busy: boolean;
  disabled: boolean;
  onAdd: (value: T) => void;
}

function TextMode({ busy, disabled, onAdd }: ModeProps<string>) {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <div className="pl-source__body">
      <label className="pl-visually-hidden" htmlFor={id}>
        Source text
      </label>
      <Input.TextArea
        id={id}
        rows={5}
        value={text}
        disabled={disabled}
        placeholder="Paste an article, your notes or a transcript…"
        onChange={(e) => setText(e.target.value)}
      />
      <BusyButton type="primary" busy={busy} disabled={!text.trim()} onClick={() => onAdd(text)}>
        Use this text
      </BusyButton>
    </div>
  );
}

function FileMode({ busy, disabled, onAdd }: ModeProps<File>) {
  const id = useId();
  return (
    <div className="pl-source__body">
      <label className="pl-source__drop" htmlFor={id}>
        <strong>{busy ? 'Reading the file…' : 'Choose a file'}</strong>
        <span>.txt, .md, .pdf, .docx, .epub or .html, up to 10 MB</span>
      </label>
      <input
        id={id}
        className="pl-source__file"
        type="file"
        accept={ACCEPTED_FILES}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onAdd(file);
          e.target.value = '';
        }}
      />
    </div>
  );
}

function UrlMode({ busy, disabled, onAdd }: ModeProps<string>) {
  const [url, setUrl] = useState('');
  const id = useId();
  return (
    <div className="pl-source__body pl-source__body--row">
      <label className="pl-visually-hidden" htmlFor={id}>
        Web address
      </label>
      <Input
        id={id}
        type="url"
        prefix={<LinkOutlined />}
        placeholder="https://example.com/article"
        value={url}
        disabled={disabled}
        onChange={(e) => setUrl(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          if (url.trim()) onAdd(url);
        }}
      />
      <BusyButton type="primary" busy={busy} disabled={!url.trim()} onClick={() => onAdd(url)}>
        Fetch page
      </BusyButton>
    </div>
  );
}

/**
 * Adds a source to the library: pasted text, one file or a web address, sent to the server, which extracts the
 * text and keeps it. A refusal shows the server's sentence and keeps what was typed;
 * the form is closed or emptied by its owner once the source is added.
 */
export function AddSourceForm({ onAdded, onClose, disabled, heading = 'Source material' }: AddSourceFormProps) {
  const [mode, setMode] = useState<Mode>('text');
  const add = useAddSource(onAdded);
  const busy = add.isPending;
  const off = disabled || busy;

  return (
    <fieldset className="pl-source pl-source--open">
      <legend className="pl-visually-hidden">{heading}</legend>
      <div className="pl-source__header">
        <span className="pl-source__title" aria-hidden="true">
          {heading}
        </span>
        {onClose && (
          <Button type="text" size="small" icon={<CloseOutlined />} onClick={onClose} aria-label={`Close ${heading}`} />
        )}
      </div>
      <Segmented
        options={MODES}
        value={mode}
        onChange={(next) => {
          setMode(next as Mode);
          add.reset();
        }}
        block
        disabled={off}
      />
      {mode === 'text' && <TextMode busy={busy} disabled={off} onAdd={(text) => add.mutate({ text })} />}
      {mode === 'file' && <FileMode busy={busy} disabled={off} onAdd={(file) => add.mutate({ file })} />}
      {mode === 'url' && <UrlMode busy={busy} disabled={off} onAdd={(url) => add.mutate({ url })} />}
      {add.error && <Alert type="error" showIcon message={add.error.message} />}
    </fieldset>
  );
}
