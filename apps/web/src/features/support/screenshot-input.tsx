import { useRef, useState } from 'react';

interface ScreenshotInputProps {
  id: string;
  file: File | null;
  invalid: boolean;
  onChange: (file: File | null) => void;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An optional screenshot: click or drop one image. The rules live in support-validation.ts. */
export function ScreenshotInput({ id, file, invalid, onChange }: ScreenshotInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const clear = () => {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  return (
    <fieldset
      aria-label="Screenshot upload"
      className={`pl-drop${dragging ? ' pl-drop--over' : ''}${invalid ? ' pl-drop--invalid' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onChange(event.dataTransfer.files[0] ?? null);
      }}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="pl-drop__input"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file ? (
        <div className="pl-drop__file">
          <span className="pl-drop__name">{file.name}</span>
          <span className="pl-drop__size">{formatSize(file.size)}</span>
          <button type="button" className="pl-drop__remove" onClick={clear}>
            Remove
          </button>
        </div>
      ) : (
        <label htmlFor={id} className="pl-drop__prompt">
          <strong>Click to upload</strong> or drag an image here
          <span>PNG, JPG, GIF or WebP, less than 5MB</span>
        </label>
      )}
    </fieldset>
  );
}
