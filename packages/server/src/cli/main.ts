import { SporaError } from '@spora/sdk';
import { createProgram } from './program.js';

try {
  await createProgram().parseAsync(process.argv);
} catch (error) {
  // Expected failures (bad configuration, a failed migration) get their code and message, no stack.
  if (SporaError.isInstance(error)) {
    console.error(`spora: ${error.code}: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
