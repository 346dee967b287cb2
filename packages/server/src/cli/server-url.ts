import { ConfigError } from '../config/index.js';

/** The Spora server's address (`--url`, `SPORA_URL`), by default on this machine. */
export const defaultServerUrl = 'http://127.0.0.1:8080';

/**
 * A path below the server's address (`https://host/spora` + `api/v1/` → `https://host/spora/api/v1/`),
 * for the commands that talk to a running server; an address that is not http(s) is refused with
 * `CONFIG_INVALID` naming `--url`.
 */
export function serverPath(serverUrl: string, path: string): URL {
  const url = serverUrlOf(serverUrl);
  return new URL(path, url.href.endsWith('/') ? url.href : `${url.href}/`);
}

export function serverUrlOf(serverUrl: string): URL {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new ConfigError(
      'CONFIG_INVALID',
      `--url must be the address of a Spora server, got ${JSON.stringify(serverUrl)}.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(
      'CONFIG_INVALID',
      `--url must be an http:// or https:// address, got ${JSON.stringify(serverUrl)}.`,
    );
  }
  return url;
}
