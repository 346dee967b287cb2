import { SporaError } from '@spora/sdk';

/** `SETTINGS_UNREADABLE`: the stored SMTP password cannot be decrypted (the secret key changed). */
export type EmailErrorCode = 'SETTINGS_UNREADABLE';

export class EmailError extends SporaError<EmailErrorCode> {}
