import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import './checkbox-list.css';

export interface CheckboxListOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * Checkboxes for a list of choices, ticked exactly as `value` says in the same render. antd's group of checkboxes
 * copies a controlled value into state of its own in an effect, so for a moment after a click the box read unticked
 * again: a click on a busy machine could be taken for one that did nothing. `onChange` gets the ticked values in the
 * options' order.
 */
export function CheckboxList<T extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly CheckboxListOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}) {
  const toggle = (changed: T, ticked: boolean) =>
    onChange(options.map((option) => option.value).filter((v) => (v === changed ? ticked : value.includes(v))));
  return (
    <div className="pl-checkbox-list">
      {options.map((option) => (
        <Checkbox
          key={option.value}
          value={option.value}
          checked={value.includes(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
        >
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}
