import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApprovalLinkDecision } from '../db/index.js';
import { canonicalJson } from '../db/index.js';
import type { SecretKey } from '../secrets/index.js';

/** What a link's signature covers: the row it names and the nonce only the link carries. */
export interface SignedApprovalLink {
  readonly id: number;
  readonly tool_call_id: number;
  readonly user_id: number;
  readonly decision: ApprovalLinkDecision;
  readonly arguments_digest: string;
  readonly expires_at: string;
}

/** A link's token, taken apart; nothing in it is trusted before `verify`. */
export interface ApprovalLinkToken {
  readonly id: number;
  readonly nonce: string;
  readonly signature: string;
}

const tokenPattern = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22,64})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signs approval links with HMAC-SHA-256 under a key derived (HKDF) from the installation's secret
 * key, so the field-encryption key is never used for anything else. The token is
 * `<row id>.<nonce>.<signature>`; the nonce is stored nowhere, so someone who can read the
 * database cannot make a link, and a row changed there no longer matches its links' signatures.
 * Rotating the secret key voids the links already sent.
 */
export class ApprovalLinkSignature {
  readonly #key: Buffer;

  constructor(secretKey: SecretKey) {
    this.#key = Buffer.from(hkdfSync('sha256', secretKey.bytes, '', 'spora/approval-email-links/v1', 32));
  }

  /** A new token for `link`. */
  sign(link: SignedApprovalLink): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${link.id}.${nonce}.${this.signatureOf(link, nonce)}`;
  }

  /** Whether `token` was made by `sign` for exactly this row. */
  verify(token: ApprovalLinkToken, link: SignedApprovalLink): boolean {
    const expected = Buffer.from(this.signatureOf(link, token.nonce));
    const given = Buffer.from(token.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private signatureOf(link: SignedApprovalLink, nonce: string): string {
    const content = canonicalJson({
      id: link.id,
      tool_call_id: link.tool_call_id,
      user_id: link.user_id,
      decision: link.decision,
      arguments_digest: link.arguments_digest,
      expires_at: link.expires_at,
      nonce,
    });
    return createHmac('sha256', this.#key).update(content, 'utf8').digest('base64url');
  }
}

/** The parts of a well-formed token; null for anything else. */
export function parseApprovalLinkToken(token: string): ApprovalLinkToken | null {
  const match = tokenPattern.exec(token);
  if (match === null) return null;
  const [, id, nonce, signature] = match as unknown as [string, string, string, string];
  return { id: Number(id), nonce, signature };
}
