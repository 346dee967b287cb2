import type { ParseKeys, TFunction } from 'i18next';
import type adminCatalogue from '../../i18n/locales/en/admin.json';
import type { SecurityEvent } from './security-log-queries';

export type SecurityEventKind = SecurityEvent['kind'];

type EventName = keyof (typeof adminCatalogue)['securityLog']['kinds'];

/**
 * Each kind's name in the catalogue: `securityLog.kinds.<name>` names it, `securityLog.events.<name>`
 * tells it. The API's type lists every kind the server records, so a new one cannot be left out.
 */
export const eventNames: Readonly<Record<SecurityEventKind, EventName>> = {
  'sign_in.succeeded': 'signInSucceeded',
  'sign_in.failed': 'signInFailed',
  'sign_in.two_factor_failed': 'twoFactorFailed',
  'sign_in.single_sign_on_failed': 'singleSignOnFailed',
  'two_factor.enabled': 'twoFactorEnabled',
  'two_factor.disabled': 'twoFactorDisabled',
  'two_factor.recovery_codes_regenerated': 'recoveryCodesRegenerated',
  'two_factor.recovery_code_used': 'recoveryCodeUsed',
  'two_factor.reset_by_admin': 'twoFactorReset',
  'password.changed': 'passwordChanged',
  'password.reset': 'passwordReset',
  'api_token.created': 'tokenCreated',
  'api_token.revoked': 'tokenRevoked',
  'api_token.used': 'tokenUsed',
  'plugin.installed': 'pluginInstalled',
  'plugin.updated': 'pluginUpdated',
  'plugin.removed': 'pluginRemoved',
  'user.registered': 'userRegistered',
  'user.created_by_admin': 'userCreated',
  'user.role_changed': 'roleChanged',
  'user.suspended': 'userSuspended',
  'user.reactivated': 'userReactivated',
  'user.deleted': 'userDeleted',
  'settings.changed': 'settingChanged',
  'security_policy.changed': 'policyChanged',
  'team.created': 'teamCreated',
  'team.deleted': 'teamDeleted',
  'team.member_added': 'teamMemberAdded',
  'team.member_role_changed': 'teamMemberRoleChanged',
  'team.member_removed': 'teamMemberRemoved',
  'agent.shared': 'agentShared',
  'agent.unshared': 'agentUnshared',
};

/** The kinds, in the order the filter lists them. */
export const securityEventKinds = Object.keys(eventNames) as SecurityEventKind[];

function isKnownKind(kind: string): kind is SecurityEventKind {
  return (securityEventKinds as readonly string[]).includes(kind);
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A word from the catalogue for a value the server sends as a code (`wrong_password`, `admin`). */
function word(t: TFunction<'admin'>, group: string, value: unknown): string {
  return t(`securityLog.values.${group}.${text(value)}` as ParseKeys<'admin'>, { defaultValue: text(value) });
}

/** One event as a sentence an administrator reads; an unknown kind shows as it is stored. */
export function describeSecurityEvent(t: TFunction<'admin'>, event: SecurityEvent): string {
  if (!isKnownKind(event.kind)) return event.kind;
  const detail = event.detail;
  const change = (field: string) => detail[field] as { from?: unknown; to?: unknown } | undefined;
  const twoFactor = change('two_factor_required');
  const retention = change('security_log_retention_days');
  return t(`securityLog.events.${eventNames[event.kind]}`, {
    email: text(detail.email),
    name: text(detail.name),
    tokenId: text(detail.token_id),
    provider: text(detail.provider),
    code: text(detail.code),
    scope: text(detail.scope),
    slug: text(detail.slug),
    package: text(detail.package),
    version: text(detail.version),
    fromVersion: text(detail.from_version),
    method: word(t, 'methods', detail.method),
    reason: word(t, 'reasons', detail.reason),
    team: text(detail.team),
    agent: text(detail.agent),
    role: word(t, 'roles', detail.role),
    access: word(t, 'access', detail.access),
    from: word(t, 'roles', detail.from),
    to: word(t, 'roles', detail.to),
    setting: word(t, 'settings', detail.setting),
    change: word(t, 'changes', detail.change),
    changes: [
      twoFactor &&
        t('securityLog.values.policy.twoFactor', {
          from: word(t, 'requirements', twoFactor.from),
          to: word(t, 'requirements', twoFactor.to),
        }),
      retention &&
        t('securityLog.values.policy.retention', { from: text(retention.from), to: text(retention.to) }),
    ]
      .filter(Boolean)
      .join('; '),
  });
}
