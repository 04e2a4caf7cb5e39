// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxList } from './checkbox-list';

const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

/**
 * A form holding the ticked values, which after every commit compares the boxes on screen with what it holds: the
 * moments a box read otherwise are collected in `stale`.
 */
function Form({ group, stale, seen }: { group: 'ours' | 'antd'; stale: string[]; seen: string[][] }) {
  const [value, setValue] = useState<string[]>(['b']);
  const root = useRef<HTMLDivElement>(null);
  const onChange = (next: string[]) => {
    seen.push(next);
    setValue(next);
  };
  useLayoutEffect(() => {
    for (const box of root.current?.querySelectorAll('input') ?? []) {
      if (box.checked !== value.includes(box.value)) stale.push(`${box.value} after ${value.join(',')}`);
    }
  });
  return (
    <div ref={root}>
      {group === 'ours' ? (
        <CheckboxList options={OPTIONS} value={value} onChange={onChange} />
      ) : (
        // biome-ignore lint/plugin: the test shows why the app does not use it
        <Checkbox.Group options={OPTIONS} value={value} onChange={(next) => onChange(next as string[])} />
      )}
    </div>
  );
}

describe('CheckboxList', () => {
  afterEach(cleanup);

  it('ticks a box in the very render that holds it, and hands the values over in the options’ order', () => {
    const stale: string[] = [];
    const seen: string[][] = [];
    render(<Form group="ours" stale={stale} seen={seen} />);
    fireEvent.click(screen.getByLabelText('Charlie'));
    fireEvent.click(screen.getByLabelText('Alpha'));
    fireEvent.click(screen.getByLabelText('Bravo'));
    expect(seen).toEqual([
      ['b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'c'],
    ]);
    expect((screen.getByLabelText('Alpha') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Bravo') as HTMLInputElement).checked).toBe(false);
    expect(stale).toEqual([]);
  });

  it('is needed: antd’s Checkbox.Group shows the old ticks for a render after each click', () => {
    const stale: string[] = [];
    render(<Form group="antd" stale={stale} seen={[]} />);
    fireEvent.click(screen.getByLabelText('Charlie'));
    expect(stale).toEqual(['c after b,c']);
  });
});
