import { register } from 'node:module';

let registered = false;

/**
 * Makes `import()` compile the deployment's TypeScript files (see `typescript-module-hooks`).
 * Called before the first TypeScript entry or migration is imported, so a deployment of plain
 * JavaScript keeps Node's own loader, without a hooks thread in the way of every import.
 */
export function enableTypeScriptModules(): void {
  if (registered) return;
  registered = true;
  // Running from TypeScript source means a TypeScript-aware runner already loads `.ts` modules.
  if (import.meta.url.endsWith('.ts')) return;
  register(new URL('./typescript-module-hooks.js', import.meta.url));
  // Stack traces then point into the TypeScript the author wrote, not the compiled module.
  process.setSourceMapsEnabled(true);
}
