/**
 * The worker thread side of `extractTextInWorker`: reads one document and posts the result. A
 * parser that runs long or grows large then stalls or kills this thread, never the server's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type DocumentInput, extractText } from './extract-text.js';
import type { ExtractionLimits } from './extraction-limits.js';

interface ExtractionJob {
  readonly input: DocumentInput;
  readonly limits: Partial<ExtractionLimits>;
}

const job = workerData as ExtractionJob;
parentPort?.postMessage(await extractText(job.input, job.limits));
