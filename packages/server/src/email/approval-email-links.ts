import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ApprovalEmailLinksTable, ApprovalLinkDecision, Database } from '../db/index.js';
import { argumentsDigest, nowIso } from '../db/index.js';
import { type ApprovalLinkSignature, parseApprovalLinkToken } from './approval-link-signature.js';

type Writer = Kysely<Database> | Transaction<Database>;

export type ApprovalEmailLink = Selectable<ApprovalEmailLinksTable>;

/** How long an approval e-mail's links work unless configured otherwise: three days. */
export const defaultApprovalLinkLifetimeMs = 72 * 60 * 60_000;

/** A call an e-mail offers decisions on: what its links are bound to. */
export interface LinkedCall {
  readonly id: number;
  readonly proposed_arguments: string;
}

/** The approve and reject tokens of one call. */
export interface CallLinkTokens {
  readonly approve: string;
  readonly reject: string;
}

/** Why a token opens no link; each is told apart to the person who followed it. */
export type ApprovalLinkLookup =
  | { readonly found: true; readonly link: ApprovalEmailLink }
  | { readonly found: false; readonly reason: 'invalid' }
  /** A genuine link that can no longer be used: it names its call still. */
  | { readonly found: false; readonly reason: 'expired' | 'used'; readonly link: ApprovalEmailLink };

/**
 * The links of pending-approval e-mails: a row per link (migration 0015) and a signed token that
 * names it. Using a link is a conditional update of `used_at`, so two requests with one link
 * cannot both decide.
 */
export class ApprovalEmailLinks {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly signature: ApprovalLinkSignature,
    readonly lifetimeMs: number = defaultApprovalLinkLifetimeMs,
  ) {}

  /** An approve and a reject link for `call`, for `userId`, inside the caller's transaction. */
  async issue(db: Writer, call: LinkedCall, userId: number, now = Date.now()): Promise<CallLinkTokens> {
    const digest = argumentsDigest(JSON.parse(call.proposed_arguments));
    const expiresAt = new Date(now + this.lifetimeMs).toISOString();
    const createdAt = new Date(now).toISOString();
    const tokenFor = async (decision: ApprovalLinkDecision) => {
      const row = await db
        .insertInto('approval_email_links')
        .values({
          tool_call_id: call.id,
          user_id: userId,
          decision,
          arguments_digest: digest,
          expires_at: expiresAt,
          used_at: null,
          created_at: createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return this.signature.sign(row);
    };
    return { approve: await tokenFor('approve'), reject: await tokenFor('reject') };
  }

  /** The link a token names, once its signature holds; refused when used or expired. */
  async find(token: string, now = nowIso()): Promise<ApprovalLinkLookup> {
    const parsed = parseApprovalLinkToken(token);
    if (parsed === null) return { found: false, reason: 'invalid' };
    const link = await this.db
      .selectFrom('approval_email_links')
      .selectAll()
      .where('id', '=', parsed.id)
      .executeTakeFirst();
    if (link === undefined || !this.signature.verify(parsed, link))
      return { found: false, reason: 'invalid' };
    if (link.used_at !== null) return { found: false, reason: 'used', link };
    if (link.expires_at <= now) return { found: false, reason: 'expired', link };
    return { found: true, link };
  }

  /** Marks the link used; false when another request used it first, or it expired meanwhile. */
  async claim(linkId: number, now = nowIso()): Promise<boolean> {
    const claimed = await this.db
      .updateTable('approval_email_links')
      .set({ used_at: now })
      .where('id', '=', linkId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /**
   * Gives a claimed link back when its decision could not be applied (the database failed, say),
   * so the person can try again; conditional on the claim, so it never frees someone else's use.
   */
  async release(linkId: number, claimedAt: string): Promise<void> {
    await this.db
      .updateTable('approval_email_links')
      .set({ used_at: null })
      .where('id', '=', linkId)
      .where('used_at', '=', claimedAt)
      .execute();
  }

  /** Drops links that can no longer be used (expired ones; used ones once they expire too). */
  async purgeExpired(now = nowIso()): Promise<void> {
    await this.db.deleteFrom('approval_email_links').where('expires_at', '<=', now).execute();
  }
}
