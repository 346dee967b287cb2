/**
 * Who a tool call acts for. `ownerUserId` is the owner of the calling agent ("who pays":
 * credentials, settings scope, audit); `runnerUserId` is who started the task ("who clicked").
 * Both come from the agent's row and the task, never from a web session.
 */
export type PrincipalState =
  | { readonly kind: 'resolved'; readonly ownerUserId: number; readonly runnerUserId: number }
  /** The calling agent's row does not exist (deleted mid-task, or a test harness without agents). */
  | { readonly kind: 'missing-agent'; readonly ownerUserId?: never; readonly runnerUserId?: never }
  /** The agent exists but its owner does not. */
  | { readonly kind: 'dangling-owner'; readonly ownerUserId: number; readonly runnerUserId?: never };

export class PrincipalContext {
  private constructor(readonly state: PrincipalState) {}

  static of(ownerUserId: number, runnerUserId: number = ownerUserId): PrincipalContext {
    return new PrincipalContext({ kind: 'resolved', ownerUserId, runnerUserId });
  }

  static missingAgent(): PrincipalContext {
    return new PrincipalContext({ kind: 'missing-agent' });
  }

  static danglingOwner(ownerUserId: number): PrincipalContext {
    return new PrincipalContext({ kind: 'dangling-owner', ownerUserId });
  }

  /** Guard tenant-scoped work with this rather than comparing ids against 0. */
  isResolvable(): this is PrincipalContext & {
    readonly state: Extract<PrincipalState, { kind: 'resolved' }>;
  } {
    return this.state.kind === 'resolved';
  }

  get ownerUserId(): number | null {
    return this.state.kind === 'resolved' ? this.state.ownerUserId : null;
  }

  get runnerUserId(): number | null {
    return this.state.kind === 'resolved' ? this.state.runnerUserId : null;
  }
}
