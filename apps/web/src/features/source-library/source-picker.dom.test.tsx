// @vitest-environment jsdom
import { SCRIPT_SOURCE_MESSAGES } from '@podloom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithQueries, UI_TEST, withFakeLibrary } from './library-test-kit';
import { type PickedSource, pickSource, togglePicked } from './picked-sources';
import { SourcePicker } from './source-picker';

const { server } = withFakeLibrary();

function Picker({ initial = [], seen }: { initial?: PickedSource[]; seen?: (picked: PickedSource[]) => void }) {
  const [picked, setPicked] = useState<PickedSource[]>(initial);
  return (
    <SourcePicker
      value={picked}
      onChange={(next) => {
        setPicked(next);
        seen?.(next);
      }}
    />
  );
}

const source = (id: number, words = 10): PickedSource => ({ id, title: `S${id}`, words });

describe('choosing sources (the rules)', () => {
  it('keeps each source once, 20 at most, and only its id, title and words', () => {
    let picked: PickedSource[] = [];
    for (let id = 1; id <= 25; id++) picked = pickSource(picked, { ...source(id), text: 'long' } as PickedSource);
    expect(picked).toHaveLength(20);
    expect(picked[0]).toEqual(source(1));
    expect(pickSource(picked, source(1))).toBe(picked);
    expect(togglePicked(picked, source(3)).map((p) => p.id)).not.toContain(3);
  });
});

describe('the source picker', UI_TEST, () => {
  it('chooses from the library, showing the total words, and stops at 20 with the server’s sentence', async () => {
    for (let i = 1; i <= 25; i++) server().add(`Doc ${i}`, 1000);
    let last: PickedSource[] = [];
    renderWithQueries(<Picker seen={(p) => (last = p)} />);
    fireEvent.click(screen.getByRole('button', { name: /Choose from library/ }));
    const options = await screen.findByRole('list', { name: 'Sources in your library' });
    for (const box of within(options).getAllByRole('checkbox')) fireEvent.click(box);
    expect(last).toHaveLength(10);
    expect(screen.getByText('Chosen: 10 sources, 10,000 words')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Doc 15/ })).toBeTruthy());
    for (const box of within(screen.getByRole('list', { name: 'Sources in your library' })).getAllByRole('checkbox')) {
      fireEvent.click(box);
    }
    fireEvent.click(screen.getByTitle('3'));
    const extra = await screen.findByRole('checkbox', { name: /Doc 5 / });
    expect(last).toHaveLength(20);
    expect((extra as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText(SCRIPT_SOURCE_MESSAGES.tooMany).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    const chosen = screen.getByRole('list', { name: 'Chosen sources' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('20 sources, 20,000 words as source material')).toBeTruthy();
  });

  it('warns with the server’s sentence when the chosen sources pass 500,000 words', () => {
    renderWithQueries(<Picker initial={[source(1, 300_000), source(2, 250_000)]} />);
    expect(screen.getByText(SCRIPT_SOURCE_MESSAGES.tooManyWords)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove S2' }));
    expect(screen.queryByText(SCRIPT_SOURCE_MESSAGES.tooManyWords)).toBeNull();
  });

  it('chooses a source added for the script at once', async () => {
    let last: PickedSource[] = [];
    renderWithQueries(<Picker initial={[source(99, 5)]} seen={(p) => (last = p)} />);
    fireEvent.click(screen.getByRole('button', { name: /Add source material/ }));
    fireEvent.change(screen.getByLabelText('Source text'), { target: { value: 'Notes about tea prices' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this text' }));
    await waitFor(() => expect(last).toHaveLength(2));
    expect(last[1]).toEqual({ id: 1, title: 'Notes about tea', words: 4 });
    expect(screen.getByText('2 sources, 9 words as source material')).toBeTruthy();
  });
});
