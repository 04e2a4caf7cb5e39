// Music beds: how long the three beds we make ourselves take to synthesise, level and encode, and the
// longest the event loop waited meanwhile (a server makes them a few seconds after its first start, while it
// answers requests). Run: npx tsx bench/music-beds.bench.ts
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { BEDS } from '../apps/server/src/modules/music/bed-synth';
import { encodeBed } from '../apps/server/src/modules/music/beds';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const TICK_MS = 5;
let last = performance.now();
let worstStall = 0;
const ticker = setInterval(() => {
  const now = performance.now();
  worstStall = Math.max(worstStall, now - last - TICK_MS);
  last = now;
}, TICK_MS);

const times: string[] = [];
const started = performance.now();
for (const bed of BEDS) {
  const bedStarted = performance.now();
  const mp3 = await encodeBed(bed);
  times.push(
    `${bed.name} ${((performance.now() - bedStarted) / 1000).toFixed(2)} s (${(mp3.length / 1e6).toFixed(1)} MB)`,
  );
}
clearInterval(ticker);
delay.disable();

console.log(`cores: ${availableParallelism()}, load average: ${loadavg()[0]?.toFixed(2)}`);
console.log(`beds: ${times.join(', ')}; all three ${((performance.now() - started) / 1000).toFixed(2)} s`);
console.log(
  `event loop while making them: longest stall ${worstStall.toFixed(0)} ms, delay p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
);
