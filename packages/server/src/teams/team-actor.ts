import type { UserRole } from '../accounts/index.js';
import type { SecurityEventOrigin } from '../security-log/index.js';

/** Who changes or reads teams: administrators manage every team, managers their own. */
export interface TeamActor {
  readonly id: number;
  readonly role: UserRole;
  /** Where the request came from, for the security log. */
  readonly origin: SecurityEventOrigin;
}
