/**
 * A loop thread lowers its own scheduling priority, and only its own: the process's main thread,
 * which answers the API, keeps its place on a busy core.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

// A worker thread loads JavaScript: the built module, as loop threads load it.
const moduleUrl = new URL('../../dist/runtime/loop-thread-priority.js', import.meta.url).href;

/** The nice value of one thread of this process, as the kernel reports it. */
function niceOf(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

interface WorkerReport {
  readonly threadId: number;
  readonly results: readonly unknown[];
  readonly niceAfterFirst: number;
}

/** Lowers a fresh thread's priority twice and reports what it saw; the thread then ends. */
function lowerTwiceInThread(): Promise<WorkerReport> {
  const source = `
    const { parentPort } = require('node:worker_threads');
    const { readlinkSync, readFileSync } = require('node:fs');
    import(${JSON.stringify(moduleUrl)}).then(({ lowerThisThreadPriority }) => {
      const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
      const nice = () => { const s = readFileSync('/proc/thread-self/stat', 'utf8'); return Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[16]); };
      const first = lowerThisThreadPriority(10);
      const niceAfterFirst = nice();
      const second = lowerThisThreadPriority(10);
      parentPort.postMessage({ threadId, results: [first, second], niceAfterFirst });
    });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true });
    worker.once('message', (report: WorkerReport) => {
      resolve(report);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe.runIf(process.platform === 'linux')('loop thread priority', () => {
  it('lowers the calling thread by ten nice steps, and never past the lowest priority', async () => {
    const mainBefore = niceOf(process.pid);
    const report = await lowerTwiceInThread();
    expect(report.results[0]).toEqual({ kind: 'lowered', nice: Math.min(19, mainBefore + 10) });
    expect(report.niceAfterFirst).toBe(Math.min(19, mainBefore + 10));
    expect(report.results[1]).toEqual({ kind: 'lowered', nice: Math.min(19, mainBefore + 20) });
    expect(report.threadId).not.toBe(process.pid);
    expect(niceOf(process.pid)).toBe(mainBefore);
  });
});
