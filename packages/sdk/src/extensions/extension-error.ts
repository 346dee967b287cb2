import { SporaError } from '../errors.js';

/** Codes for an extension that declares something the SDK cannot accept. */
export type ExtensionDefinitionErrorCode = 'INVALID_SERVICE_TOKEN';

/** A plugin author's mistake, found when the declaration is made. */
export class ExtensionDefinitionError extends SporaError<ExtensionDefinitionErrorCode> {}
