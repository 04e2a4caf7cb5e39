import { FileTextOutlined, FolderOpenOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { AddSourceForm } from './add-source-form';
import { LibraryPickerModal } from './library-picker-modal';
import {
  type PickedSource,
  pickedProblem,
  pickedSummary,
  pickerFull,
  pickSource,
  unpickSource,
} from './picked-sources';
import './source-library.css';

const numberFormat = new Intl.NumberFormat('en');

export interface SourcePickerProps {
  value: PickedSource[];
  onChange: (picked: PickedSource[]) => void;
  disabled?: boolean;
}

/**
 * The sources a script is written from: added here (kept in the library and chosen at once) or chosen from the
 * library, up to 20 and 500,000 words in all; the total is shown, and the server's sentence when it is too much.
 */
export function SourcePicker({ value, onChange, disabled }: SourcePickerProps) {
  const [adding, setAdding] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const problem = pickedProblem(value);
  const full = pickerFull(value);
  return (
    <div className="pl-picker">
      {value.length > 0 && (
        <ul className="pl-picker__chosen" aria-label="Chosen sources">
          {value.map((source) => (
            <li key={source.id} className="pl-source pl-source--set">
              <FileTextOutlined className="pl-source__icon" aria-hidden="true" />
              <div className="pl-source__summary">
                <strong className="pl-source__label" title={source.title}>
                  {source.title}
                </strong>
                <span>{numberFormat.format(source.words)} words</span>
              </div>
              <Button
                size="small"
                disabled={disabled}
                aria-label={`Remove ${source.title}`}
                onClick={() => onChange(unpickSource(value, source.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length > 0 && <p className="pl-picker__total">{pickedSummary(value)} as source material</p>}
      {problem && <Alert type="warning" showIcon message={problem} />}
      {adding ? (
        <AddSourceForm
          disabled={disabled}
          onClose={() => setAdding(false)}
          onAdded={(source) => {
            onChange(pickSource(value, source));
            setAdding(false);
          }}
        />
      ) : (
        <div className="pl-source">
          <Button icon={<PaperClipOutlined />} onClick={() => setAdding(true)} disabled={disabled || full}>
            Add source material
          </Button>
          <Button icon={<FolderOpenOutlined />} onClick={() => setChoosing(true)} disabled={disabled}>
            Choose from library
          </Button>
          {value.length === 0 && (
            <span className="pl-source__hint">Optional: ground the script in your notes, documents or web pages.</span>
          )}
        </div>
      )}
      <LibraryPickerModal open={choosing} picked={value} onChange={onChange} onClose={() => setChoosing(false)} />
    </div>
  );
}
