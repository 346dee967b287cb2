import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

const lowestPriority = 19;

/**
 * What became of lowering the calling thread's priority: lowered, not possible on this system
 * (threads have no priority of their own), or refused.
 */
export type LoweredPriority =
  | { readonly kind: 'lowered'; readonly nice: number }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * Schedules the calling thread `increment` nice steps below where it runs now (at most nice 19),
 * so that on a busy core the process's main thread (the API, the schedules, the outbox) is run
 * first and the loop takes what is left; with nothing else to run the loop keeps the whole core.
 * Linux keeps a nice value per thread, and `/proc/thread-self` names this one as
 * `<pid>/task/<tid>`; elsewhere the priority is per process and nothing is changed.
 */
export function lowerThisThreadPriority(increment: number): LoweredPriority {
  let link: string;
  try {
    link = readlinkSync('/proc/thread-self');
  } catch {
    return { kind: 'unsupported' };
  }
  // A `/proc` of another PID namespace names the thread by a number that means another task here.
  const [pid, task, tid] = link.split('/');
  const threadId = Number(tid);
  if (pid !== String(process.pid) || task !== 'task' || !Number.isSafeInteger(threadId) || threadId <= 0)
    return { kind: 'refused', reason: `/proc/thread-self names ${link}, not a thread of this process` };
  try {
    const nice = Math.min(lowestPriority, getPriority(threadId) + increment);
    setPriority(threadId, nice);
    return { kind: 'lowered', nice };
  } catch (error) {
    return { kind: 'refused', reason: error instanceof Error ? error.message : String(error) };
  }
}
