import { SporaError } from '@spora/sdk';

export type ConfigErrorCode = 'CONFIG_INVALID' | 'CONFIG_FILE_UNREADABLE';

/** The configuration cannot be used; `details.problems` lists every problem found. */
export class ConfigError extends SporaError<ConfigErrorCode> {}
