// Progress-stream fan-out: how many concurrent streams one server process holds (goal 2,000), the p99
// latency from publishing an event to every client having it (goal ≤ 100 ms), and the server's memory per stream.
// The server runs in a child process (bench/fanout-server.ts); this process holds the client connections.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const STREAMS = Number(process.env.STREAMS ?? 2000);
const EVENTS = Number(process.env.EVENTS ?? 20);
const root = path.resolve(import.meta.dirname, '..');

const server = fork(path.join(root, 'bench/fanout-server.ts'), {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ask = (message, reply) =>
  new Promise((resolve) => {
    const onMessage = (m) => {
      if (m.type === reply) {
        server.off('message', onMessage);
        resolve(m);
      }
    };
    server.on('message', onMessage);
    if (message) server.send(message);
  });

const { url, token } = await ask(null, 'ready');
const before = (await ask({ type: 'memory' }, 'memory')).usage;

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const received = new Map(); // seq -> array of receive times
let connected = 0;
const sockets = [];

function open() {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      let first = true;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!block.startsWith('data:')) continue;
          const event = JSON.parse(block.slice(5));
          if (first && 'eta' in event) {
            first = false;
            connected += 1;
            resolve();
          } else if (event.progress) {
            const seq = event.progress.done;
            if (!received.has(seq)) received.set(seq, []);
            received.get(seq).push(performance.now());
          }
        }
      });
    });
    request.on('error', reject);
    sockets.push(request);
  });
}

const openStarted = performance.now();
for (let i = 0; i < STREAMS; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, open));
}
const openSeconds = (performance.now() - openStarted) / 1000;
const after = (await ask({ type: 'memory' }, 'memory')).usage;

const latencies = [];
for (let seq = 1; seq <= EVENTS; seq++) {
  const sentAt = performance.now();
  server.send({ type: 'publish', seq });
  const deadline = sentAt + 5000;
  while ((received.get(seq)?.length ?? 0) < STREAMS && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1));
  }
  for (const at of received.get(seq) ?? []) latencies.push(at - sentAt);
  await new Promise((r) => setTimeout(r, 50));
}
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
const delivered = latencies.length;

console.log(`streams held open:            ${connected} of ${STREAMS} (opened in ${openSeconds.toFixed(1)} s)`);
console.log(`events delivered:             ${delivered} of ${STREAMS * EVENTS}`);
console.log(
  `publish → client latency:     p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${pct(100).toFixed(1)} ms`,
);
console.log(
  `server memory per stream:     ${((after.rss - before.rss) / connected / 1024).toFixed(1)} KiB RSS, ${((after.heapUsed - before.heapUsed) / connected / 1024).toFixed(1)} KiB heap`,
);

for (const request of sockets) request.destroy();
agent.destroy();
server.send({ type: 'stop' });
