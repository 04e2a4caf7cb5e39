#!/usr/bin/env node
/**
 * Feeds and enclosures against Debian's nginx serving the same bytes from disk:
 *   1. feed GET with 100 episodes, requests per second (goal ≥ 0.3× nginx);
 *   2. the conditional 304 path (If-None-Match), requests per second (goal ≥ 0.3× nginx);
 *   3. enclosure range reads (1 MiB ranges of a 10-minute MP3), bytes per second (goal ≥ 0.5× nginx).
 *
 *   node bench/feeds.bench.mjs [--seconds 6] [--rounds 3] [--episodes 100]
 *
 * Our server runs in its own process (bench/feeds-server.ts) with download counting on, as in production;
 * nginx runs with one worker (one core, like one Node process), sendfile, keep-alive and ETags, from a config
 * this script writes to a temporary folder. Load comes from autocannon in this process, over loopback only,
 * each run bounded in time. Rounds alternate which server goes first and the median of the rounds is reported,
 * so a load spike from elsewhere on the machine does not decide a ratio. Needs `nginx` on PATH (`apt-get install -y nginx-light`) and ffmpeg.
 */
import { execFileSync, fork, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const autocannon = require('autocannon');

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : argv[i + 1];
};
const SECONDS = Number(arg('seconds', '6'));
const ROUNDS = Number(arg('rounds', '3'));
const EPISODES = Number(arg('episodes', '100'));
const RANGE = 'bytes=0-1048575';
const APP_UA = 'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)';

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startOurs() {
  const port = await freePort();
  const child = fork(path.join(root, 'bench/feeds-server.ts'), [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PORT: String(port), BENCH_EPISODES: String(EPISODES) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start within 5 minutes')), 300_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
  return {
    ...ready,
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((r) => child.once('exit', r));
      child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** nginx serving the very bytes our server serves, at the same paths. */
async function startNginx(dir, files) {
  const www = path.join(dir, 'www');
  for (const [urlPath, body] of files) {
    const file = path.join(www, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  // The worker drops root: everything it reads must be readable by others.
  execFileSync('chmod', ['-R', 'a+rX', dir]);
  chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/client_body;
  types { application/rss+xml xml; audio/mpeg mp3; }
  server {
    listen 127.0.0.1:${port};
    root ${www};
    etag on;
  }
}
`,
  );
  const child = spawn('nginx', ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${base}/`);
      break;
    } catch {
      if (i > 100) throw new Error('nginx did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(label, options) {
  await run({ ...options, duration: 1 }); // warm-up, not counted
  const result = await run({ ...options, duration: SECONDS });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  if (result.errors || result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) > 0) {
    console.log(`  (${label}: ${result.errors} errors, ${statuses})`);
  }
  return { rps: result.requests.average, bytes: result.throughput.average, p99: result.latency.p99 };
}

async function main() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    console.log('nginx is not installed (apt-get install -y nginx-light): no comparison can be made.');
    process.exit(1);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'podloom-bench-nginx-'));
  console.log(`seeding a feed of ${EPISODES} episodes…`);
  const ours = await startOurs();
  let nginx;
  try {
    const feedUrl = new URL(ours.feedUrl);
    const enclosureUrl = new URL(ours.enclosureUrl);
    const feedBody = Buffer.from(await (await fetch(feedUrl)).arrayBuffer());
    const enclosureBody = Buffer.from(await (await fetch(enclosureUrl)).arrayBuffer());
    nginx = await startNginx(dir, [
      [feedUrl.pathname, feedBody],
      [enclosureUrl.pathname, enclosureBody],
    ]);
    const etagOf = async (url) => (await fetch(url, { method: 'HEAD' })).headers.get('etag');
    const servers = [
      { name: 'podloom', base: feedUrl.origin },
      { name: 'nginx', base: nginx.base },
    ];
    console.log(
      `feed: ${(feedBody.length / 1024).toFixed(0)} KB, ${EPISODES} items; enclosure: ${(enclosureBody.length / 1e6).toFixed(2)} MB, ranges of 1 MiB; ${SECONDS} s per run, median of ${ROUNDS} rounds; load average ${loadavg()[0].toFixed(1)}`,
    );
    const scenarios = async (server) => {
      const feed = `${server.base}${feedUrl.pathname}`;
      const enclosure = `${server.base}${enclosureUrl.pathname}`;
      return {
        feed: await measure(`${server.name} feed`, { url: feed, connections: 32 }),
        notModified: await measure(`${server.name} 304`, {
          url: feed,
          connections: 32,
          headers: { 'if-none-match': await etagOf(feed) },
        }),
        range: await measure(`${server.name} range`, {
          url: enclosure,
          connections: 8,
          headers: { range: RANGE, 'user-agent': APP_UA },
        }),
      };
    };
    const rounds = { podloom: [], nginx: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) rounds[server.name].push(await scenarios(server));
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const figures = {};
    for (const name of Object.keys(rounds)) {
      figures[name] = {};
      for (const key of ['feed', 'notModified', 'range']) {
        figures[name][key] = {};
        for (const metric of ['rps', 'bytes', 'p99']) {
          figures[name][key][metric] = median(rounds[name].map((r) => r[key][metric]));
        }
      }
    }
    const rows = [
      ['feed GET (100 episodes)', 'feed', 'rps', 0.3, (v) => `${Math.round(v)} req/s`],
      ['conditional 304', 'notModified', 'rps', 0.3, (v) => `${Math.round(v)} req/s`],
      ['enclosure range reads', 'range', 'bytes', 0.5, (v) => `${(v / 1e6).toFixed(0)} MB/s`],
    ];
    for (const [label, key, metric, goal, format] of rows) {
      const us = figures.podloom[key];
      const them = figures.nginx[key];
      const ratio = us[metric] / them[metric];
      console.log(
        `${label}: podloom ${format(us[metric])} (p99 ${us.p99} ms), nginx ${format(them[metric])} (p99 ${them.p99} ms) → ${ratio.toFixed(2)}× nginx; goal ≥ ${goal}× ${ratio >= goal ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await nginx?.stop();
    await ours.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
