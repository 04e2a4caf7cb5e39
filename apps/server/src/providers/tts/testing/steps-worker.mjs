// A stand-in for a worker whose every step is one blocking call into native code (an ONNX inference): a line is
// `steps` steps of `stepMs` each. `workerData.log` counts, across workers: [0] steps finished, [1] lines given up.
import { parentPort, threadId, workerData } from 'node:worker_threads';

const log = workerData.log;
const cancel = workerData.cancel;

function block(ms) {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

parentPort.on('message', async ({ id, steps, stepMs }) => {
  for (let step = 0; step < steps; step++) {
    if (cancel && Atomics.load(cancel, 0) === id) {
      Atomics.add(log, 1, 1);
      parentPort.postMessage({ id, error: 'The line was cancelled.' });
      return;
    }
    block(stepMs);
    Atomics.add(log, 0, 1);
    await new Promise((resolve) => setImmediate(resolve));
  }
  parentPort.postMessage({ id, result: { threadId } });
});

parentPort.postMessage({ ready: true });
