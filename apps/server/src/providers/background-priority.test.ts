import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, runInBackground } from './background-priority';
import { EspeakProvider } from './tts/espeak';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const linux = process.platform === 'linux';

describe('render and synthesis work runs below request handling', () => {
  it('lowers a child process (ffmpeg, the document reader) below the server', async () => {
    const child = spawn('sleep', ['5']);
    runInBackground(child.pid);
    expect(getPriority(child.pid)).toBe(Math.min(19, getPriority() + BACKGROUND_NICE));
    child.kill('SIGKILL');
  });

  it.runIf(linux)('runs the eSpeak voice threads at a lower priority, the server’s own thread unchanged', async () => {
    const before = threadNices().filter((nice) => nice > getPriority()).length;
    const espeak = new EspeakProvider();
    await espeak.warm();
    try {
      const lowered = threadNices().filter((nice) => nice >= Math.min(19, getPriority() + BACKGROUND_NICE));
      expect(lowered.length).toBeGreaterThan(before);
      expect(getPriority()).toBe(getPriority(process.pid));
    } finally {
      await espeak.close();
    }
  });
});
