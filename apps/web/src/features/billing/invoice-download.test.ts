import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadInvoice } from './invoice-download';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

function ports(generate: () => Promise<{ success: boolean; message: string; presignedUrl?: string | null }>) {
  const said: string[] = [];
  const say = (text: string) => said.push(text);
  return {
    said,
    download: vi.fn(),
    ports: { generate: vi.fn(generate), notify: { info: say, success: say, error: say } },
  };
}

describe('an invoice download (spec 001 §8)', () => {
  it('generates the invoice and follows its link', async () => {
    const p = ports(async () => ({ success: true, message: 'ok', presignedUrl: '/files/inv.pdf?sig=1' }));
    await expect(downloadInvoice('42', { ...p.ports, download: p.download })).resolves.toBe(true);
    expect(p.ports.generate).toHaveBeenCalledWith('42');
    expect(p.download).toHaveBeenCalledWith('/files/inv.pdf?sig=1');
    expect(p.said).toEqual(['Generating invoice...', 'Download started']);
  });

  it('says the generation failed when it throws or answers no link', async () => {
    for (const generate of [
      async () => {
        throw new Error('nope');
      },
      async () => ({ success: false, message: 'Not yours', presignedUrl: null }),
    ]) {
      const p = ports(generate);
      await expect(downloadInvoice('1', { ...p.ports, download: p.download })).resolves.toBe(false);
      expect(p.download).not.toHaveBeenCalled();
      expect(p.said).toEqual(['Generating invoice...', 'Failed to generate invoice']);
    }
  });

  it('says the download failed when the link cannot be followed', async () => {
    const p = ports(async () => ({ success: true, message: 'ok', presignedUrl: '/files/x.pdf' }));
    p.download.mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(downloadInvoice('1', { ...p.ports, download: p.download })).resolves.toBe(false);
    expect(p.said).toEqual(['Generating invoice...', 'Download failed']);
  });
});
