/**
 * Row types of what reaches people: the live-event log, notifications and their preferences, the
 * e-mail outbox and e-mailed tokens, and server-wide settings (same conventions as schema.ts).
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;
type Flag = 0 | 1;
/** Set on insert, read back, never updated. */
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;

/** The bounded per-user event log that live-update streams replay from (`Last-Event-ID`). */
export interface EventsTable {
  id: Generated<number>;
  user_id: number;
  sequence: number;
  type: string;
  task_id: number | null;
  /** JSON. */
  payload: string;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  body: string | null;
  task_id: number | null;
  /** JSON. */
  data: string | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Server-wide values an administrator edits, one JSON value per key. */
export interface ServerSettingsTable {
  key: string;
  /** JSON. */
  value: string;
  updated_at: Timestamp;
}

/** Whether one kind of notification reaches a user in the app and by e-mail. */
export interface NotificationPreferencesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  in_app: Flag;
  email: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type EmailStatus = 'pending' | 'sent' | 'failed';

/** One message to send; its bodies are dropped once it is sent. */
export interface EmailOutboxTable {
  id: Generated<number>;
  user_id: number | null;
  template: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  status: EmailStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  message_id: string | null;
  sent_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type EmailTokenPurpose = 'password_reset' | 'email_verification';

/** A single-use token sent by e-mail; only its SHA-256 is stored. */
export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: EmailTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}
