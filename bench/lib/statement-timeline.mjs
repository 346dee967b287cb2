// The statements a stretch of work sends to PostgreSQL, with when each was sent and answered: the
// timelines of `fixed-cost-timeline.mjs` and `approve-timeline.mjs`. It wraps pg's Client.query.
import { pg } from './server-deps.mjs';

let recording = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function traced(config, values, callback) {
  // Sent while another statement is unanswered on its connection: it shares that one's wait.
  const shared = Boolean(this._activeQuery || this._sentQueryQueue?.length || this._queryQueue.length);
  const answer = query.call(this, config, values, callback);
  if (recording && answer && typeof answer.then === 'function') {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const entry = { sql: text.replace(/\s+/g, ' ').slice(0, 90), sentMs: performance.now(), shared };
    recording.push(entry);
    const answered = () => {
      entry.answeredMs = performance.now();
    };
    answer.then(answered, answered);
  }
  return answer;
};

/** Runs `work` and returns how long it took and the statements sent meanwhile. */
export async function timed(work) {
  const trace = [];
  recording = trace;
  const startedMs = performance.now();
  try {
    await work();
  } finally {
    recording = null;
  }
  const totalMs = performance.now() - startedMs;
  return { startedMs, totalMs, trace: trace.filter((entry) => entry.sentMs <= startedMs + totalMs) };
}

/** Prints the median of `runs` (from `timed`) statement by statement, headed by `label`. */
export function printMedian(runs, label) {
  const sorted = [...runs].sort((a, b) => a.totalMs - b.totalMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  const at = (ms) => (ms - median.startedMs).toFixed(2).padStart(7);
  console.log(`median ${label}: ${median.totalMs.toFixed(2)} ms over ${runs.length}`);
  console.log(
    `waits: ${median.trace.filter((entry) => !entry.shared).length} of ${median.trace.length} statements\n`,
  );
  console.log('   sent  answered  statement');
  for (const entry of median.trace) {
    const answered = entry.answeredMs === undefined ? '      —' : at(entry.answeredMs);
    console.log(`${at(entry.sentMs)} ${answered}  ${entry.shared ? '(pipelined) ' : ''}${entry.sql}`);
  }
}
