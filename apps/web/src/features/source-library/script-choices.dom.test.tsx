// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildScriptPayload, DEFAULT_GENERATOR_VALUES, FormatFields, type GeneratorFormValues } from '../podcast-setup';
import { renderWithQueries, UI_TEST, withFakeLibrary } from './library-test-kit';
import { SourcePicker } from './source-picker';

const { server } = withFakeLibrary();

/** The fields every script form has beyond the spec's, and the payload it would send. */
function Form() {
  const [values, setValues] = useState<GeneratorFormValues>({
    ...DEFAULT_GENERATOR_VALUES,
    topic: 'Tea',
    host: 'A',
    guest: 'B',
  });
  const set = <K extends keyof GeneratorFormValues>(field: K, value: GeneratorFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  return (
    <>
      <FormatFields values={values} set={set} idPrefix="t" />
      <SourcePicker value={values.sources ?? []} onChange={(sources) => set('sources', sources)} />
      <output data-testid="payload">{JSON.stringify(buildScriptPayload(values))}</output>
    </>
  );
}

const payload = () => JSON.parse(screen.getByTestId('payload').textContent ?? '{}');

describe('format, focus and sources in the script payload', UI_TEST, () => {
  it('sends Deep Dive by leaving the format out, then the chosen format, focus and source ids', async () => {
    server().add('Tea report', 800);
    renderWithQueries(<Form />);
    expect(screen.getByText('Deep Dive')).toBeTruthy();
    expect(payload()).not.toHaveProperty('format');

    fireEvent.mouseDown(screen.getByLabelText('Format'));
    fireEvent.click(await screen.findByTitle('Brief'));
    fireEvent.change(screen.getByLabelText('Focus (optional)'), { target: { value: ' the price of tea ' } });
    fireEvent.click(screen.getByRole('button', { name: /Choose from library/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Tea report/ }));

    await waitFor(() =>
      expect(payload()).toMatchObject({ format: 'brief', focus: 'the price of tea', source_ids: [1] }),
    );
    expect(screen.getByText('One to two minutes: the essentials.')).toBeTruthy();
  });
});
