import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/index.js';
import { nowIso } from '../db/index.js';
import type { FieldEncryption } from '../secrets/index.js';
import { EmailError } from './email-error.js';

/** How the connection to the SMTP server is secured. */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

/** The SMTP settings as the sender uses them, the password decrypted. */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly security: SmtpSecurity;
  readonly username: string | null;
  readonly password: string | null;
  readonly fromAddress: string;
  readonly fromName: string | null;
}

/** What an administrator sends; `password` undefined keeps the stored one, null removes it. */
export interface SmtpSettingsInput {
  readonly host: string;
  readonly port: number;
  readonly security: SmtpSecurity;
  readonly username: string | null;
  readonly password?: string | null;
  readonly fromAddress: string;
  readonly fromName: string | null;
}

interface StoredSmtpSettings extends Omit<SmtpSettings, 'password'> {
  /** `enc:v1:…`, never plain text. */
  readonly password: string | null;
}

const settingsKey = 'smtp';
const passwordField = 'email.smtp.password';
type Reader = Kysely<Database> | Transaction<Database>;

/** The server's SMTP settings, kept in `server_settings` with the password encrypted. */
export class SmtpSettingsStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly encryption: FieldEncryption,
  ) {}

  /** The settings with the password decrypted, or null when e-mail is not set up. */
  async get(db: Reader = this.db): Promise<SmtpSettings | null> {
    const stored = await readStored(db);
    if (stored === null) return null;
    if (stored.password === null) return { ...stored, password: null };
    const decrypted = this.encryption.decrypt(stored.password, passwordField);
    if (!decrypted.ok) throw new EmailError('SETTINGS_UNREADABLE', decrypted.error.message);
    return { ...stored, password: decrypted.value };
  }

  /** The settings without the password: only whether one is stored. */
  async view(): Promise<(Omit<SmtpSettings, 'password'> & { readonly hasPassword: boolean }) | null> {
    const stored = await readStored(this.db);
    if (stored === null) return null;
    const { password, ...rest } = stored;
    return { ...rest, hasPassword: password !== null };
  }

  async save(input: SmtpSettingsInput): Promise<void> {
    const previous = await readStored(this.db);
    const password =
      input.password === undefined
        ? (previous?.password ?? null)
        : input.password === null || input.password === ''
          ? null
          : this.encryption.encrypt(input.password);
    const stored: StoredSmtpSettings = {
      host: input.host.trim(),
      port: input.port,
      security: input.security,
      username: blankToNull(input.username),
      password,
      fromAddress: input.fromAddress.trim(),
      fromName: blankToNull(input.fromName),
    };
    const value = JSON.stringify(stored);
    const updatedAt = nowIso();
    await this.db
      .insertInto('server_settings')
      .values({ key: settingsKey, value, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: updatedAt }))
      .execute();
  }

  async remove(): Promise<void> {
    await this.db.deleteFrom('server_settings').where('key', '=', settingsKey).execute();
  }

  /** Whether mail can be sent at all; read inside the transaction that would queue a message. */
  async configured(db: Reader = this.db): Promise<boolean> {
    return (await readStored(db)) !== null;
  }
}

async function readStored(db: Reader): Promise<StoredSmtpSettings | null> {
  const row = await db
    .selectFrom('server_settings')
    .select('value')
    .where('key', '=', settingsKey)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as StoredSmtpSettings) : null;
}

function blankToNull(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value.trim();
}
