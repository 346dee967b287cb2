/**
 * What the security log records. Each kind names its subject and the detail it keeps; the union is
 * what callers write, so a kind cannot be recorded with another kind's detail.
 */

/** Why a sign-in was refused; an unknown account and a wrong password look the same to the caller. */
export type SignInFailureReason = 'wrong_password' | 'unknown_account' | 'suspended' | 'throttled';

/** How a sign-in was proven. */
export type SignInMethod = 'password' | 'two_factor' | 'registration' | 'single_sign_on';

/** The server-wide settings whose changes are logged as `settings.changed`. */
export type LoggedSetting = 'smtp' | 'decision_record_retention' | 'single_sign_on' | 'password_sign_in';

export type TwoFactorRequirement = 'off' | 'administrators' | 'everyone';

interface Change<Value> {
  readonly from: Value;
  readonly to: Value;
}

interface EventDetails {
  'sign_in.succeeded': { readonly method: SignInMethod };
  'sign_in.failed': { readonly email: string; readonly reason: SignInFailureReason };
  'sign_in.two_factor_failed': { readonly reason: 'wrong_code' | 'throttled' };
  /** No account is known yet when a provider's answer is refused: the provider and the code say why. */
  'sign_in.single_sign_on_failed': { readonly provider: string; readonly code: string };
  'two_factor.enabled': Record<string, never>;
  'two_factor.disabled': Record<string, never>;
  'two_factor.recovery_codes_regenerated': Record<string, never>;
  'two_factor.recovery_code_used': Record<string, never>;
  'two_factor.reset_by_admin': { readonly email: string };
  'password.changed': { readonly api_tokens_revoked: boolean };
  'password.reset': Record<string, never>;
  'api_token.created': { readonly token_id: number; readonly name: string; readonly scope: string };
  'api_token.revoked': { readonly token_id: number };
  'api_token.used': { readonly token_id: number };
  /** An administrator changed the installation's plugins from a registry (CLI: no actor). */
  'plugin.installed': PluginPackageDetail;
  'plugin.updated': PluginPackageDetail & { readonly from_version: string };
  'plugin.removed': PluginPackageDetail;
  'user.registered': { readonly email: string };
  'user.created_by_admin': { readonly email: string; readonly role: string };
  'user.role_changed': { readonly email: string; readonly from: string; readonly to: string };
  'user.suspended': { readonly email: string };
  'user.reactivated': { readonly email: string };
  'user.deleted': { readonly email: string };
  'settings.changed': { readonly setting: LoggedSetting; readonly change: 'set' | 'removed' };
  'security_policy.changed': {
    readonly two_factor_required?: Change<TwoFactorRequirement>;
    readonly security_log_retention_days?: Change<number>;
  };
  'team.created': TeamDetail;
  'team.deleted': TeamDetail;
  'team.member_added': TeamDetail & { readonly role: string };
  'team.member_role_changed': TeamDetail & { readonly from: string; readonly to: string };
  'team.member_removed': TeamDetail;
  'agent.shared': AgentShareDetail & { readonly access: string };
  'agent.unshared': AgentShareDetail;
}

/** Names are kept beside ids, so an entry still reads once the team or agent is gone. */
interface TeamDetail {
  readonly team_id: number;
  readonly team: string;
}

interface AgentShareDetail extends TeamDetail {
  readonly agent_id: number;
  readonly agent: string;
}

/** What a plugin change installed or removed, and where it came from. */
interface PluginPackageDetail {
  readonly slug: string;
  readonly package: string;
  readonly version: string;
  readonly registry: string | null;
}

export type SecurityEventKind = keyof EventDetails;

/** Every kind, for filters and for the UI's labels. */
export const securityEventKinds = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.two_factor_failed',
  'sign_in.single_sign_on_failed',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_codes_regenerated',
  'two_factor.recovery_code_used',
  'two_factor.reset_by_admin',
  'password.changed',
  'password.reset',
  'api_token.created',
  'api_token.revoked',
  'api_token.used',
  'plugin.installed',
  'plugin.updated',
  'plugin.removed',
  'user.registered',
  'user.created_by_admin',
  'user.role_changed',
  'user.suspended',
  'user.reactivated',
  'user.deleted',
  'settings.changed',
  'security_policy.changed',
  'team.created',
  'team.deleted',
  'team.member_added',
  'team.member_role_changed',
  'team.member_removed',
  'agent.shared',
  'agent.unshared',
] as const satisfies readonly SecurityEventKind[];

/** One event as a caller records it: its kind, whose account it concerns, and its detail. */
export type SecurityEvent = {
  [Kind in SecurityEventKind]: {
    readonly kind: Kind;
    readonly subjectUserId: number | null;
    readonly detail: EventDetails[Kind];
  };
}[SecurityEventKind];

/** Where an event came from: the signed-in user who acted, and the request's address and client. */
export interface SecurityEventOrigin {
  readonly actorUserId: number | null;
  readonly address: string | null;
  readonly userAgent: string | null;
}
