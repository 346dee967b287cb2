import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import type { DocumentInput } from './extract-text.js';
import type { ExtractionLimits } from './extraction-limits.js';
import { type ExtractionResult, extractionFailure } from './extraction-result.js';

/** How long one document may take and how much memory its parser may use. */
export interface ExtractionBudget {
  readonly timeoutMs: number;
  readonly maxMemoryMb: number;
}

export const extractionBudgetDefaults: ExtractionBudget = Object.freeze({
  timeoutMs: 60_000,
  maxMemoryMb: 512,
});

/** Documents read at once: each has a thread of its own, and a burst of uploads must not fork dozens. */
const workerSlots = pLimit(2);

// The worker runs compiled JavaScript: from `dist` beside this file, or from `dist` when this
// file runs as TypeScript source (tests; `npm test` builds first). Both sit three folders below the package.
const workerFile = fileURLToPath(
  new URL('../../../dist/files/extraction/extraction-worker.js', import.meta.url),
);

/**
 * `extractText` in a worker thread with a time and memory budget, so that a hostile or enormous
 * document (a PDF that takes minutes, a DOCX that unpacks to gigabytes) costs that thread, not the
 * server's event loop. Over budget is a coded failure, like any unreadable document; never throws.
 */
export async function extractTextInWorker(
  input: DocumentInput,
  limits: Partial<ExtractionLimits> = {},
  budget: ExtractionBudget = extractionBudgetDefaults,
): Promise<ExtractionResult> {
  if (!existsSync(workerFile))
    throw new Error(`The extraction worker ${workerFile} is missing: run npm run build.`);
  return workerSlots(() => runWorker(input, limits, budget));
}

function runWorker(
  input: DocumentInput,
  limits: Partial<ExtractionLimits>,
  budget: ExtractionBudget,
): Promise<ExtractionResult> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile, {
      workerData: { input, limits },
      resourceLimits: { maxOldGenerationSizeMb: budget.maxMemoryMb },
    });
    let settled = false;
    const settle = (result: ExtractionResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        settle(
          extractionFailure(
            'EXTRACTION_TOO_LARGE',
            `"${input.name}" took longer than ${Math.round(budget.timeoutMs / 1000)} s to read.`,
          ),
        ),
      budget.timeoutMs,
    );
    worker.once('message', (result: ExtractionResult) => settle(result));
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? extractionFailure(
              'EXTRACTION_TOO_LARGE',
              `"${input.name}" needs more than ${budget.maxMemoryMb} MB of memory to read.`,
            )
          : extractionFailure('EXTRACTION_FAILED', `"${input.name}" could not be read: ${error.message}`),
      ),
    );
    worker.once('exit', () =>
      settle(
        extractionFailure('EXTRACTION_FAILED', `"${input.name}" could not be read: the reader stopped.`),
      ),
    );
  });
}
