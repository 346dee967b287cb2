export { AccountError, type AccountErrorCode } from './account-error.js';
export { ensureFirstAdministrator, type FirstAdministratorOutcome } from './first-administrator.js';
export { hashPassword, verifyPassword } from './password-hashing.js';
export {
  type AccountView,
  minimumPasswordLength,
  type NewAccount,
  UserAccounts,
  type UserRole,
} from './user-accounts.js';
