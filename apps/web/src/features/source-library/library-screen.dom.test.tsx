// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LibraryScreen } from './library-screen';
import { renderWithQueries, UI_TEST, withFakeLibrary } from './library-test-kit';

const { server } = withFakeLibrary();

const list = () => screen.findByRole('list', { name: 'Your sources' });

describe('the Sources screen', UI_TEST, () => {
  it('says what to do when the library is empty', async () => {
    renderWithQueries(<LibraryScreen />);
    expect(await screen.findByText(/No sources yet\. Add pasted text, a file or a web address/)).toBeTruthy();
  });

  it('lists sources with their kind, origin, words and date, ten a page', async () => {
    for (let i = 1; i <= 12; i++) server().add(`Source ${i}`, i * 1000, i === 12 ? 'file' : 'text');
    renderWithQueries(<LibraryScreen />);
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toContain('Source 12');
    expect(items[0]?.textContent).toContain('File');
    expect(items[0]?.textContent).toContain('Source 12.md · 12,000 words · added');
    expect(screen.getByRole('heading', { name: 'Your sources (12)' })).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Your sources' })).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it('previews a source’s text', async () => {
    server().add('Field notes');
    renderWithQueries(<LibraryScreen />);
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Preview Field notes' }));
    expect(await screen.findByText('The text of Field notes.')).toBeTruthy();
  });

  it('renames a source, and shows the server’s sentence for a refused title, changing nothing', async () => {
    server().add('Draft');
    renderWithQueries(<LibraryScreen />);
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Draft' }));
    const field = await screen.findByLabelText('Title');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please give the source a title of 1 to 200 characters.')).toBeTruthy();
    expect(server().sources[0]?.title).toBe('Draft');
    fireEvent.change(field, { target: { value: 'Final report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Preview Final report' })).toBeTruthy();
    expect(server().sources[0]?.title).toBe('Final report');
  });

  it('deletes a source once the deletion is confirmed', async () => {
    server().add('Keep');
    server().add('Old');
    renderWithQueries(<LibraryScreen />);
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Old' }));
    expect(server().sources).toHaveLength(2);
    const confirm = await screen.findByText('Delete Old?');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preview Old' })).toBeNull());
    expect(server().sources.map((s) => s.title)).toEqual(['Keep']);
  });

  it('goes back a page when the last source of the last page is deleted', async () => {
    for (let i = 1; i <= 11; i++) server().add(`Doc ${i}`);
    renderWithQueries(<LibraryScreen />);
    await list();
    fireEvent.click(screen.getByTitle('2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Doc 1' }));
    const popup = (await screen.findByText('Delete Doc 1?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preview Doc 11' })).toBeTruthy());
    expect(within(screen.getByRole('list', { name: 'Your sources' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('adds pasted text, and shows the server’s refusal keeping what was typed', async () => {
    renderWithQueries(<LibraryScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Add a source/ }));
    const text = screen.getByLabelText('Source text');
    fireEvent.change(text, { target: { value: 'Tea grows on hillsides in Assam.' } });
    server().refuseNextAdd = 'The source text is too long (200,000 characters at most).';
    fireEvent.click(screen.getByRole('button', { name: 'Use this text' }));
    expect(await screen.findByText('The source text is too long (200,000 characters at most).')).toBeTruthy();
    expect(server().sources).toHaveLength(0);
    expect((screen.getByLabelText('Source text') as HTMLTextAreaElement).value).toBe(
      'Tea grows on hillsides in Assam.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use this text' }));
    expect(await screen.findByRole('button', { name: 'Preview Tea grows on' })).toBeTruthy();
    expect(server().sources).toHaveLength(1);
  });
});
