import { readFileSync } from 'node:fs';

/** The installed `@spora/server`'s version, from its `package.json` (beside `src/` and `dist/`). */
export const serverVersion: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
