import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** A local server speaking the S3 protocol, for processes started with S3_ENDPOINT pointing at it. */
export interface LocalS3 {
  /** What S3_ENDPOINT should be. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every key in the bucket under `prefix` (all keys by default), sorted. */
  list(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * s3rver (signature checks included) behind a small HTTP front. The front exists for one quirk: s3rver
 * canonicalises a bucket's own path as `/bucket` while the AWS SDK signs `/bucket/`, so the signature of a
 * bucket-level request (listing) never matches. In-process tests fix the path in the SDK
 * (`s3-storage.test.ts`); processes started as the README says cannot be patched, so the front sends
 * bucket-level requests on without their signature (s3rver serves unsigned requests). Object requests (put,
 * get, delete, presigned links) reach s3rver untouched, signatures checked.
 */
export async function startLocalS3(bucket = 'podloom-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'podloom-s3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3.run();

  const front: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = { ...req.headers };
    if (/^\/[^/]+\/?$/.test(url.pathname)) {
      url.pathname = url.pathname.replace(/\/$/, '');
      delete headers.authorization;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: s3Port, method: req.method, path: `${url.pathname}${url.search}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async list(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix, 'max-keys': '1000' });
        if (token) query.set('continuation-token', token);
        const response = await fetch(`${endpoint}/${bucket}?${query}`);
        const xml = await response.text();
        if (!response.ok) throw new Error(`Listing the bucket answered ${response.status}: ${xml}`);
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(decodeXml(match[1] as string));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]
          : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
