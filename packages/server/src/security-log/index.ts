export {
  type LoggedSetting,
  type SecurityEvent,
  type SecurityEventKind,
  type SecurityEventOrigin,
  type SignInFailureReason,
  type SignInMethod,
  securityEventKinds,
  type TwoFactorRequirement,
} from './security-events.js';
export { type SecurityEventRow, SecurityLog, type SecurityLogFilter } from './security-log.js';
export {
  type ExportedSecurityEvent,
  exportedSecurityEvent,
  securityCsvHeader,
  securityCsvLine,
  securityJsonLine,
} from './security-log-export.js';
export {
  defaultSecurityPolicy,
  policyCovers,
  SecurityPolicies,
  type SecurityPolicy,
  securityLogRetentionRange,
} from './security-policy.js';
