/**
 * Every error code the API answers with, and its HTTP status. Codes raised by services
 * (`OrchestratorError`, `AgentServiceError`, `LlmConfigurationError`, `AccountError`, …) pass
 * through unchanged when listed here; `docs/errors.md` documents each one, and a test keeps the
 * two in step.
 */
export const apiErrorCatalogue = {
  INVALID_JSON: { status: 400, meaning: 'The request body is not valid JSON.' },
  BAD_REQUEST: { status: 400, meaning: 'The request cannot be understood.' },
  TWO_FACTOR_CODE_INVALID: { status: 400, meaning: 'The two-factor code is wrong or was used already.' },
  OIDC_STATE_INVALID: {
    status: 400,
    meaning: 'The single sign-on callback names no sign-in under way (forged, used already or expired).',
  },
  OIDC_CODE_REJECTED: {
    status: 400,
    meaning: 'The identity provider refused the sign-in or its code (used already, expired or declined).',
  },
  OIDC_ID_TOKEN_INVALID: {
    status: 400,
    meaning:
      "The identity provider's ID token failed validation (signature, issuer, audience, nonce, expiry).",
  },
  UNAUTHENTICATED: { status: 401, meaning: 'Sign in, or send a valid API token.' },
  SESSION_EXPIRED: {
    status: 401,
    meaning:
      'The session cookie no longer opens a session (expired, signed out or suspended); sign in again.',
  },
  TOKEN_EXPIRED: { status: 401, meaning: 'The API token has expired; create a new one.' },
  METRICS_TOKEN_INVALID: {
    status: 401,
    meaning: '`GET /metrics` needs `Authorization: Bearer <SPORA_METRICS_TOKEN>`.',
  },
  INVALID_CREDENTIALS: { status: 401, meaning: 'The e-mail address or the password is wrong.' },
  TWO_FACTOR_CHALLENGE_INVALID: {
    status: 401,
    meaning: 'The sign-in challenge is unknown, used or expired; sign in with the password again.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    meaning: "A webhook delivery's signature header is missing or does not match its body.",
  },
  WEBHOOK_TIMESTAMP_STALE: {
    status: 401,
    meaning: "A webhook delivery's timestamp header is missing, malformed or outside the hook's tolerance.",
  },
  FORBIDDEN: { status: 403, meaning: 'You may not do this.' },
  WEBHOOK_DISABLED: {
    status: 403,
    meaning:
      'The webhook is turned off, or its owner (or the teammate who made it) may no longer start tasks through it.',
  },
  CSRF_INVALID: { status: 403, meaning: 'The CSRF token header is missing or wrong.' },
  TWO_FACTOR_REQUIRED: {
    status: 403,
    meaning: 'This server requires two-factor sign-in for the account; enrol a second factor first.',
  },
  TOKEN_SCOPE_INSUFFICIENT: {
    status: 403,
    meaning: "The API token's scope does not cover this request (`details.required_scope`).",
  },
  TOKEN_AGENT_LIMITED: {
    status: 403,
    meaning: 'The API token is limited to some agents and may not call a route that spans agents.',
  },
  APPROVAL_NOT_ALLOWED: {
    status: 403,
    meaning:
      "The approval link's recipient may no longer decide this call (suspended, or no longer an approver).",
  },
  REGISTRATION_DISABLED: { status: 403, meaning: 'This server does not let visitors create accounts.' },
  PASSWORD_SIGN_IN_DISABLED: {
    status: 403,
    meaning: 'Password sign-in is turned off for this account; sign in with single sign-on.',
  },
  OIDC_EMAIL_UNVERIFIED: {
    status: 403,
    meaning: 'The identity provider has not verified the e-mail address, so no account is linked.',
  },
  OIDC_ACCOUNT_NOT_ALLOWED: {
    status: 403,
    meaning: 'No account may sign in this way: none exists and creation is off, or it is suspended.',
  },
  SETUP_CODE_INVALID: {
    status: 403,
    meaning: 'The setup code is wrong or has expired; use the one the server printed in its log.',
  },
  NOT_FOUND: { status: 404, meaning: 'No such resource, or it belongs to someone else.' },
  APPROVAL_LINK_INVALID: {
    status: 404,
    meaning: 'The approval link is unknown, damaged, or its signature does not match.',
  },
  FILE_NOT_FOUND: { status: 404, meaning: 'No such file, or it belongs to someone else.' },
  PLUGIN_PACKAGE_NOT_FOUND: {
    status: 404,
    meaning: 'The npm registry has no such package, or no version of it matching the one asked for.',
  },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request did not arrive in time; send it again.' },
  INVALID_STATE: { status: 409, meaning: 'The resource is not in a state that allows this.' },
  WEBHOOK_REPLAYED: {
    status: 409,
    meaning:
      'A webhook delivery repeats the signature of an earlier one (or the key of one whose task was deleted); a replay starts nothing.',
  },
  EMAIL_TAKEN: { status: 409, meaning: 'An account with this e-mail address exists.' },
  OIDC_SLUG_TAKEN: { status: 409, meaning: 'A sign-in provider with this slug exists.' },
  SETUP_NOT_NEEDED: { status: 409, meaning: 'An administrator exists already; sign in instead.' },
  PLUGIN_ALREADY_INSTALLED: {
    status: 409,
    meaning: 'The package is installed already; update it instead.',
  },
  PLUGIN_SLUG_TAKEN: {
    status: 409,
    meaning: "Another plugin in the plugins folder has the package's slug.",
  },
  PLUGIN_NOT_FROM_REGISTRY: {
    status: 409,
    meaning: 'The plugin was not installed from a registry; change its folder by hand.',
  },
  PLUGIN_REQUIRED_BY: { status: 409, meaning: 'Other installed plugins need this plugin.' },
  PLUGIN_CHANGE_IN_PROGRESS: {
    status: 409,
    meaning: 'Another plugin install, update or removal is under way; try again when it ends.',
  },
  RESTART_UNAVAILABLE: {
    status: 409,
    meaning: 'This server cannot restart itself; restart it the way it was started.',
  },
  CANNOT_MODIFY_SELF: {
    status: 409,
    meaning: 'Administrators cannot delete, suspend or demote their own account.',
  },
  LAST_ADMINISTRATOR: {
    status: 409,
    meaning: 'The last active administrator cannot be deleted, suspended or demoted.',
  },
  BREAK_GLASS_ADMINISTRATOR: {
    status: 409,
    meaning:
      'Password sign-in is left to this administrator alone: name another break-glass administrator, or let everyone sign in with a password, before deleting, suspending or demoting them.',
  },
  NO_PAST_TASKS: {
    status: 409,
    meaning:
      'A rehearsal of past tasks found none: the agent has no top-level tasks of yours that were real work.',
  },
  PROMPT_SET_NAME_TAKEN: {
    status: 409,
    meaning: 'The agent has another rehearsal prompt set with this name.',
  },
  TEAM_NAME_TAKEN: { status: 409, meaning: 'Another team has this name; choose another.' },
  MODEL_PRICE_EXISTS: {
    status: 409,
    meaning: 'The price table has a price for this model already; change that one.',
  },
  TOOL_NAME_AMBIGUOUS: {
    status: 409,
    meaning: 'Several plugin tools have this bare name; name one as `slug:name` (`details.candidates`).',
  },
  SETTINGS_UNREADABLE: {
    status: 409,
    meaning: 'Stored tool settings cannot be read; delete them and save them again.',
  },
  EMAIL_NOT_CONFIGURED: {
    status: 409,
    meaning: 'E-mail is not set up: an administrator saves the SMTP settings first.',
  },
  APPROVAL_LINK_USED: {
    status: 409,
    meaning: 'This approval link was used already; each e-mail link decides once.',
  },
  APPROVAL_NOT_PENDING: {
    status: 409,
    meaning: 'The call no longer waits for a decision: someone decided it already, or its task stopped.',
  },
  APPROVAL_ARGUMENTS_CHANGED: {
    status: 409,
    meaning: "The call's arguments are no longer the ones the approval e-mail showed; decide in Spora.",
  },
  APPROVAL_LINK_EXPIRED: {
    status: 410,
    meaning: 'This approval link has expired; decide in Spora (`details.task_id`).',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body exceeds 1 MiB.' },
  ATTACHMENTS_TOO_LARGE: {
    status: 413,
    meaning: "A message's files together exceed SPORA_MAX_MESSAGE_MB (`details.max_bytes`).",
  },
  FILE_TOO_LARGE: {
    status: 413,
    meaning: 'The uploaded file exceeds the per-file limit (`details.max_bytes`, SPORA_MAX_FILE_MB).',
  },
  URI_TOO_LONG: {
    status: 414,
    meaning: 'A path parameter is too long (over 2,400 characters as sent).',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'Send the body as `application/json`.' },
  VALIDATION_ERROR: { status: 422, meaning: 'Some fields are invalid; `details` says which and why.' },
  WEBHOOK_PAYLOAD_INVALID: {
    status: 422,
    meaning:
      "A webhook delivery's payload cannot make the prompt (not JSON, or the template's variables unfilled).",
  },
  PLUGIN_MANIFEST_INVALID: {
    status: 422,
    meaning: "The package's plugin.json is missing or invalid; `details.fields` says which field and why.",
  },
  PLUGIN_REQUIRES_MISSING: {
    status: 422,
    meaning: 'The plugin needs plugins that are not installed (`details.missing`).',
  },
  RULE_CONDITION_INVALID: {
    status: 422,
    meaning:
      'An approval rule’s condition does not parse, is not true/false, uses something not allowed (`matches`) or has no tool to read; `details.position` points at the fault.',
  },
  RULE_UNKNOWN_ARGUMENT: {
    status: 422,
    meaning: 'An approval rule’s condition reads an argument its operation does not have.',
  },
  RULE_UNKNOWN_TOOL: { status: 422, meaning: 'An approval rule names a tool that does not exist.' },
  RULE_UNKNOWN_OPERATION: {
    status: 422,
    meaning: 'An approval rule names an operation its tool does not have (`details.operations` lists them).',
  },
  RULE_UNKNOWN_AGENT: {
    status: 422,
    meaning:
      'An approval rule or grant names an agent that is not yours (a grant: only the agent’s owner may make one).',
  },
  RULE_UNKNOWN_TASK: {
    status: 422,
    meaning:
      'An approval rule names a task that is not one of its agent’s, or “remember” was sent with a call that was not approved.',
  },
  USAGE_RANGE_INVALID: {
    status: 422,
    meaning:
      'A usage report’s `from` or `to` is not a date (YYYY-MM-DD), `from` is after `to`, or the range exceeds 366 days.',
  },
  TIME_ZONE_UNKNOWN: {
    status: 422,
    meaning: '`time_zone` is not an IANA time zone, such as `Europe/Berlin`.',
  },
  BUDGET_INVALID: {
    status: 422,
    meaning:
      'A budget’s limit or an allowance is not above 0 (tokens: a whole number), or a field does not fit the budget’s scope (`details.fields`).',
  },
  BUDGET_SCOPE_UNKNOWN: { status: 422, meaning: 'A budget’s `scope` is not global, user, agent or task.' },
  BUDGET_UNIT_UNKNOWN: { status: 422, meaning: 'A budget’s `unit` is not tokens or cost.' },
  BUDGET_PERIOD_UNKNOWN: {
    status: 422,
    meaning: 'A budget’s `period` is not day or month (global, user and agent budgets need one).',
  },
  BUDGET_CURRENCY_UNKNOWN: {
    status: 422,
    meaning: 'A cost budget’s `currency` is not USD, the one costs are stored in.',
  },
  BUDGET_UNIT_MISMATCH: {
    status: 422,
    meaning: 'An allowance is in another unit than the limit the task stopped at (steps, tokens or cost).',
  },
  CONVERSATION_MODEL_UNUSABLE: {
    status: 422,
    meaning: "A conversation's model configuration is neither one of its owner's nor a global one.",
  },
  REHEARSAL_TOOL_UNKNOWN: {
    status: 422,
    meaning:
      "A rehearsal's proposal or scripted results name a tool class the agent's owner does not have (`details.fields`).",
  },
  REHEARSAL_OPERATION_UNKNOWN: {
    status: 422,
    meaning:
      'A rehearsal names an operation its tool does not have (`details.operations` lists those it has).',
  },
  REHEARSAL_MODEL_UNUSABLE: {
    status: 422,
    meaning: "A rehearsal's proposed LLM configuration is neither one of the agent owner's nor a global one.",
  },
  BRANCH_SEQUENCE_INVALID: {
    status: 422,
    meaning: "A branch's `sequence` is not the sequence of one of the conversation's user messages.",
  },
  FILE_EMPTY: { status: 422, meaning: 'The uploaded file has no content.' },
  FILE_NAME_INVALID: {
    status: 422,
    meaning: 'The uploaded file has no usable name (nothing but dots, folders or control characters).',
  },
  FILE_MISSING: { status: 422, meaning: 'The upload carries no `file` part.' },
  ATTACHMENTS_TOO_MANY: {
    status: 422,
    meaning: 'A message carries more files than SPORA_MAX_MESSAGE_FILES allows (`details.max_files`).',
  },
  MODEL_IMAGE_INPUT_UNSUPPORTED: {
    status: 422,
    meaning:
      'A message carries an image, and the model that would read it does not take images (`details.file_id`).',
  },
  EXTRACTION_UNSUPPORTED_TYPE: {
    status: 422,
    meaning: 'An attached document is of a type that cannot be turned into text (`details.file_id`).',
  },
  EXTRACTION_TOO_MANY_PAGES: {
    status: 422,
    meaning: 'An attached PDF has more pages than are read (200) (`details.file_id`).',
  },
  EXTRACTION_TOO_LARGE: {
    status: 422,
    meaning:
      'An attached document is larger than is turned into text, or unpacks to more (`details.file_id`).',
  },
  EXTRACTION_FAILED: {
    status: 422,
    meaning:
      'An attached document could not be read: damaged, or not what its type says (`details.file_id`).',
  },
  EXTRACTION_ENCRYPTED: {
    status: 422,
    meaning: 'An attached PDF is protected by a password (`details.file_id`).',
  },
  TOO_MANY_REQUESTS: { status: 429, meaning: 'Too many attempts; retry after the `Retry-After` header.' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request headers exceed 16 KiB.' },
  EMAIL_SEND_FAILED: {
    status: 502,
    meaning: 'The SMTP server refused the message or could not be reached; `details.reason` says why.',
  },
  OIDC_PROVIDER_UNAVAILABLE: {
    status: 502,
    meaning: 'The identity provider could not be reached or its settings cannot be read.',
  },
  PLUGIN_INSTALL_FAILED: {
    status: 502,
    meaning: 'npm could not install the package; `details.output` has the end of what it said.',
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    meaning: 'Something failed on the server; nothing about it is shown.',
  },
} as const satisfies Record<string, { readonly status: number; readonly meaning: string }>;

export type ApiErrorCode = keyof typeof apiErrorCatalogue;

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(apiErrorCatalogue, code);
}

/** The body of every error response. */
export interface ApiErrorBody {
  readonly error: { readonly code: ApiErrorCode; readonly message: string; readonly details?: unknown };
}
