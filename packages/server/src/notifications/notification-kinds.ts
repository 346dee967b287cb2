/**
 * Every kind of notification, what people call it, and how it reaches someone who never chose:
 * in the app always, by e-mail only for what waits on them. A new kind is one more entry here;
 * preferences, the API and the settings page follow this list.
 */
export const notificationKinds = [
  {
    kind: 'task_completed',
    label: 'Task completed',
    description: 'A task you started finished with an answer.',
    defaults: { inApp: true, email: false },
  },
  {
    kind: 'task_failed',
    label: 'Task failed',
    description: 'A task failed and will not be retried on its own.',
    defaults: { inApp: true, email: false },
  },
  {
    kind: 'pending_approval',
    label: 'Approval needed',
    description: 'A task waits for you to approve or reject its tool calls.',
    defaults: { inApp: true, email: true },
  },
  {
    kind: 'approval_escalated',
    label: 'Approval escalated',
    description: 'A tool call waited past its approval deadline and now needs your decision.',
    defaults: { inApp: true, email: true },
  },
  {
    kind: 'budget_reached',
    label: 'Limit reached',
    description:
      'A task paused at its step limit or a budget and waits for you to allow it more, raise the budget or stop it.',
    defaults: { inApp: true, email: true },
  },
  {
    kind: 'credential_needed',
    label: 'Credential needed',
    description:
      "A task paused because a model key or a tool's credential is missing or was refused; saving it resumes the task.",
    defaults: { inApp: true, email: true },
  },
  {
    kind: 'reconciliation_needed',
    label: 'Needs a check',
    description:
      'A call was running when its worker stopped and may have taken effect: say whether it ran, or stop the task.',
    defaults: { inApp: true, email: true },
  },
  {
    kind: 'task_retry_scheduled',
    label: 'Retry scheduled',
    description: 'A task failed and is retried automatically later.',
    defaults: { inApp: true, email: false },
  },
  {
    kind: 'task_orphaned',
    label: 'Task orphaned',
    description: 'A task was interrupted again and again and gave up.',
    defaults: { inApp: true, email: false },
  },
  {
    kind: 'mcp_connect',
    label: 'Connection needed',
    description: 'A task needs you to connect your account to an MCP server.',
    defaults: { inApp: true, email: true },
  },
  {
    kind: 'scheduled_run_finished',
    label: 'Scheduled run finished',
    description: 'A task a schedule started has finished.',
    defaults: { inApp: true, email: false },
  },
  {
    kind: 'rehearsal_finished',
    label: 'Rehearsal finished',
    description: 'Every prompt of a rehearsal you started has run, and its report is ready.',
    defaults: { inApp: true, email: false },
  },
] as const satisfies readonly NotificationKindInfo[];

export interface NotificationKindInfo {
  readonly kind: string;
  readonly label: string;
  readonly description: string;
  readonly defaults: NotificationChannels;
}

export interface NotificationChannels {
  readonly inApp: boolean;
  readonly email: boolean;
}

export type NotificationKind = (typeof notificationKinds)[number]['kind'];

const byKind: ReadonlyMap<string, NotificationKindInfo> = new Map(
  notificationKinds.map((info) => [info.kind, info]),
);

export function isNotificationKind(value: string): value is NotificationKind {
  return byKind.has(value);
}

export function notificationKindInfo(kind: NotificationKind): NotificationKindInfo {
  const info = byKind.get(kind);
  if (!info) throw new Error(`Unknown notification kind ${kind}`);
  return info;
}
