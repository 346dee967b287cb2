import { SporaError } from '@spora/sdk';

/**
 * `NOT_FOUND`: no such server, or another user's (never told apart). `FORBIDDEN`: only
 * administrators manage global servers. `VALIDATION_ERROR`: `details.fields` maps each refused
 * field to the reason. `INVALID_STATE`: the slug is taken.
 */
export type McpServerErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'VALIDATION_ERROR' | 'INVALID_STATE';

export class McpServerError extends SporaError<McpServerErrorCode> {
  static notFound(serverId: number): McpServerError {
    return new McpServerError('NOT_FOUND', `MCP server #${serverId} not found.`, { serverId });
  }

  static invalid(fields: Readonly<Record<string, string>>): McpServerError {
    const reasons = Object.entries(fields).map(([field, reason]) => `${field}: ${reason}`);
    return new McpServerError('VALIDATION_ERROR', `Invalid input. ${reasons.join('; ')}`, { fields });
  }
}
