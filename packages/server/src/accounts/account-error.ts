import { SporaError } from '@spora/sdk';
import { describeProblems, type FieldProblems } from './account-fields.js';

export type AccountErrorCode =
  | 'VALIDATION_ERROR'
  | 'EMAIL_TAKEN'
  | 'NOT_FOUND'
  | 'CANNOT_MODIFY_SELF'
  | 'LAST_ADMINISTRATOR'
  /** Password sign-in is left to this administrator alone: without them nobody could use one. */
  | 'BREAK_GLASS_ADMINISTRATOR'
  /** The account has a task running: deleting it would pull the rows from under that run. */
  | 'INVALID_STATE';

/** A refused account change; `details.fields` names each invalid field. */
export class AccountError extends SporaError<AccountErrorCode> {
  static invalid(what: string, fields: FieldProblems): AccountError {
    return new AccountError('VALIDATION_ERROR', `${what}: ${describeProblems(fields)}.`, { fields });
  }

  static userNotFound(userId: number): AccountError {
    return new AccountError('NOT_FOUND', `User ${userId} not found.`);
  }
}
