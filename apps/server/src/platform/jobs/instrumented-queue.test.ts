import { expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { createMetrics } from '../metrics/metrics';
import { createJobQueue } from './index';
import { instrumentQueue } from './instrumented-queue';
import { createCapturingLogger } from './test-support';

const job = { name: 'depth-test', payload: z.object({ n: z.number(), requestId: z.string().optional() }) };

it('counts waiting jobs in the depth of a queue that runs nothing yet', async () => {
  const queue = createJobQueue({ config: loadConfig({}), log: createCapturingLogger().log, role: 'server' });
  queue.register(job, async () => {});
  await queue.enqueue(job, { n: 1 });
  await queue.enqueue(job, { n: 2 });
  expect(await queue.depth?.()).toEqual({ waiting: 2, active: 0 });
  await queue.close();
});

it('times each run by kind and outcome, and reports a failure the handler turned into a result', async () => {
  const metrics = createMetrics();
  const raw = createJobQueue({ config: loadConfig({}), log: createCapturingLogger().log, role: 'all' });
  const queue = instrumentQueue(raw, { log: createCapturingLogger().log, metrics });
  const done: number[] = [];
  queue.register(job, async ({ n }, ctx) => {
    if (n === 2) ctx.reportOutcome?.('failed');
    done.push(n);
  });
  await queue.start();
  await queue.enqueue(job, { n: 1, requestId: 'req-1' });
  await queue.enqueue(job, { n: 2 });
  for (let i = 0; i < 100 && done.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  await queue.close();
  const text = await metrics.registry.metrics();
  expect(text).toMatch(/^podloom_job_duration_seconds_count\{kind="depth-test",outcome="succeeded"\} 1$/m);
  expect(text).toMatch(/^podloom_job_duration_seconds_count\{kind="depth-test",outcome="failed"\} 1$/m);
});
