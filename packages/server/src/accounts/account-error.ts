import { SporaError } from '@spora/sdk';

export type AccountErrorCode = 'VALIDATION_ERROR' | 'EMAIL_TAKEN';

/** A refused account change; `details.fields` names each invalid field. */
export class AccountError extends SporaError<AccountErrorCode> {}
