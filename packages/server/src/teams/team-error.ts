import { SporaError } from '@spora/sdk';

/**
 * `NOT_FOUND`: no such team or agent, or one the caller may not see. `FORBIDDEN`: the caller sees
 * it but may not make this change (a member managing the team). `VALIDATION_ERROR`: the change was
 * refused; `details.fields` says why per field. `TEAM_NAME_TAKEN`: another team has the name.
 */
export type TeamErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'VALIDATION_ERROR' | 'TEAM_NAME_TAKEN';

export class TeamError extends SporaError<TeamErrorCode> {
  static teamNotFound(teamId: number): TeamError {
    return new TeamError('NOT_FOUND', `Team #${teamId} does not exist.`, { team_id: teamId });
  }

  static invalid(fields: Readonly<Record<string, string>>): TeamError {
    const reasons = Object.entries(fields).map(([field, reason]) => `${field}: ${reason}`);
    return new TeamError('VALIDATION_ERROR', `Invalid request. ${reasons.join('; ')}`, { fields });
  }
}
