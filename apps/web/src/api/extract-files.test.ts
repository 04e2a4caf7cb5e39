import { describe, expect, it } from 'vitest';
import { extractFiles } from './extract-files';

describe('extractFiles (GraphQL multipart request spec)', () => {
  it('replaces files with null and records their paths', () => {
    const shot = new Blob(['png'], { type: 'image/png' });
    const { clone, files } = extractFiles({ input: { subject: 'Hello', screenshot: shot, list: [shot] } });
    expect(clone).toEqual({ input: { subject: 'Hello', screenshot: null, list: [null] } });
    expect(files).toHaveLength(1);
    expect(files[0]?.file).toBe(shot);
    expect(files[0]?.paths).toEqual(['variables.input.screenshot', 'variables.input.list.0']);
  });

  it('leaves variables without files untouched', () => {
    const variables = { input: { screenshot: null, n: 1 } };
    const { clone, files } = extractFiles(variables);
    expect(clone).toEqual(variables);
    expect(files).toEqual([]);
  });
});
