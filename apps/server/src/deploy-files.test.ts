import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROLES } from './app';
import { loadConfig } from './config';

// Docker cannot run here (README "Operations"): these checks are what holds the Dockerfile and compose file to the
// code — every podloom service runs `node apps/server/dist/main.js <role>` with a role main.ts accepts, and its
// environment is one the configuration schema takes.
const root = path.resolve(import.meta.dirname, '../../..');
const MAIN = 'apps/server/dist/main.js';

interface Service {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string>;
}
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as { services: Record<string, Service> };
const podloom = Object.entries(compose.services).filter(([, s]) => s.image === 'podloom:local');

describe('compose.yaml (scale mode)', () => {
  it('has PostgreSQL, Redis, an S3-compatible store, two servers and two workers', () => {
    const images = Object.values(compose.services).map((s) => s.image ?? '');
    expect(images.some((i) => i.startsWith('postgres:'))).toBe(true);
    expect(images.some((i) => i.startsWith('redis:'))).toBe(true);
    expect(images.some((i) => i.startsWith('minio/minio'))).toBe(true);
    const roles = podloom.map(([, s]) => (s.command as string[]).at(-1)).sort();
    expect(roles).toEqual(['server', 'server', 'worker', 'worker']);
  });

  it('runs exactly `node apps/server/dist/main.js <role>` in every podloom service, with a role main.ts accepts', () => {
    for (const [name, service] of podloom) {
      expect(Array.isArray(service.command), name).toBe(true);
      const [node, main, role, ...rest] = service.command as string[];
      expect([node, main, rest], name).toEqual(['node', MAIN, []]);
      expect(ROLES, name).toContain(role);
    }
  });

  it('gives every podloom service an environment the configuration schema accepts, in scale mode', () => {
    for (const [name, service] of podloom) {
      const config = loadConfig(service.environment ?? {});
      expect(config.isProduction, name).toBe(true);
      expect(config.databaseUrl, name).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(config.redisUrl, name).toBe('redis://redis:6379');
      expect(config.s3?.endpoint, name).toBe('http://minio:9000');
      expect(config.host, name).toBe('0.0.0.0');
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  it('builds in stages with npm install then npm run build, and runs as a non-root user with Debian ffmpeg', () => {
    expect(dockerfile.match(/^FROM node:\d+-bookworm-slim AS \w+$/gm)?.length).toBe(2);
    expect(dockerfile.indexOf('RUN npm install')).toBeLessThan(dockerfile.indexOf('npm run build'));
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    const lastUser = dockerfile.match(/^USER (\S+)$/gm)?.at(-1);
    expect(lastUser).toBe('USER node');
  });

  it('starts the embedded role by default, with the same command the compose services use', () => {
    const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
    const [node, main, role] = JSON.parse(cmd ?? '[]') as string[];
    expect([node, main]).toEqual(['node', MAIN]);
    expect(ROLES).toContain(role);
    expect(role).toBe('all');
  });
});
