import type { DestinationStream } from 'pino';

/** Lines waiting for a slow reader beyond this are dropped rather than kept in memory. */
const defaultMaxBufferedBytes = 16 * 1024 * 1024;

/** Where JSON log lines go, with a bounded way to let the last ones out before the process exits. */
export interface LogDestination extends DestinationStream {
  /** Resolves once what was written has reached the reader, or after `timeoutMs`, whichever is first. */
  drain(timeoutMs: number): Promise<void>;
}

/**
 * JSON log lines on standard output, through Node's own stream: a pipe is written without
 * blocking, what its reader has not taken yet waits in memory (bounded; lines beyond are dropped
 * and counted), and a reader that went away (EPIPE) ends logging instead of the process.
 *
 * pino's default destination writes from the thread pool and, at exit, flushes synchronously,
 * retrying for as long as the write fails; when nothing reads the pipe, or its reader is gone,
 * that flush never ends and the process never exits, whatever signal it gets.
 */
export function stdoutLogDestination(
  stream: NodeJS.WriteStream = process.stdout,
  maxBufferedBytes: number = defaultMaxBufferedBytes,
): LogDestination {
  let broken = false;
  let dropped = 0;
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(line: string) {
      if (broken) return;
      if (stream.writableLength > maxBufferedBytes) {
        dropped += 1;
        return;
      }
      if (dropped > 0) {
        stream.write(
          `${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines were dropped: nothing read them` })}\n`,
        );
        dropped = 0;
      }
      stream.write(line);
    },
    drain(timeoutMs: number) {
      if (broken || stream.writableLength === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        stream.once('drain', done);
        stream.once('error', done);
        function done() {
          clearTimeout(timer);
          stream.off('drain', done);
          stream.off('error', done);
          resolve();
        }
      });
    },
  };
}
