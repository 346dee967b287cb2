import type { Notification } from '../db/index.js';

/** A notification as the API and live events show it (snake_case, `data` decoded). */
export interface NotificationView {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly body: string | null;
  readonly task_id: number | null;
  readonly data: Readonly<Record<string, unknown>>;
  readonly read_at: string | null;
  readonly created_at: string;
}

export function notificationView(row: Notification): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    task_id: row.task_id,
    data: decodeData(row.data),
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

function decodeData(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
