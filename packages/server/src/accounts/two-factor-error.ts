import { SporaError } from '@spora/sdk';

export type TwoFactorErrorCode =
  /** The TOTP or recovery code is wrong, used already, or its time step was used already. */
  | 'TWO_FACTOR_CODE_INVALID'
  /** The sign-in challenge is unknown, used or expired: sign in with the password again. */
  | 'TWO_FACTOR_CHALLENGE_INVALID'
  /** Enrolling while a factor is on, confirming with nothing pending, and the like. */
  | 'INVALID_STATE'
  | 'VALIDATION_ERROR';

/** A refused two-factor step. */
export class TwoFactorError extends SporaError<TwoFactorErrorCode> {
  static wrongCode(): TwoFactorError {
    return new TwoFactorError('TWO_FACTOR_CODE_INVALID', 'The code is wrong or was used already.');
  }
}
