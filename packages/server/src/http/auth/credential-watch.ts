import type { Credential, CredentialHolder } from '../../accounts/index.js';
import type { AuthenticationServices } from './authentication.js';
import { usersToEnrol } from './two-factor-requirement.js';

/** Ends a long-lived response whose credential no longer opens. */
type EndStream = () => void;

/**
 * Watches the credentials long-lived responses (event streams) were opened with, and ends each
 * stream whose session or token would now be refused: signed out, expired or idle, deleted, its
 * user suspended or deleted, or asked by the two-factor policy to enrol first (the policy made
 * stricter, or the user's factor removed). One pass every `intervalMs` reads every watched
 * credential in a few statements, however many streams are open; a pass the database cannot
 * answer ends nothing, and the next pass waits for it rather than piling up behind it.
 */
export class CredentialWatch {
  private readonly watched = new Map<EndStream, Credential>();
  private readonly timer: NodeJS.Timeout;
  private pass: Promise<void> | null = null;

  constructor(
    private readonly services: Pick<AuthenticationServices, 'sessions' | 'apiTokens' | 'database'>,
    intervalMs: number,
    private readonly onEnded: (credential: Credential) => void = () => {},
  ) {
    this.timer = setInterval(() => {
      this.pass ??= this.check().finally(() => {
        this.pass = null;
      });
    }, intervalMs);
    this.timer.unref();
  }

  /** Watches `credential` until the returned function is called; `end` runs once it no longer opens. */
  watch(credential: Credential, end: EndStream): () => void {
    this.watched.set(end, credential);
    return () => this.watched.delete(end);
  }

  stop(): void {
    clearInterval(this.timer);
    this.watched.clear();
  }

  private async check(): Promise<void> {
    if (this.watched.size === 0) return;
    // Judged as they were when the pass began: a stream that opens meanwhile waits for the next.
    const entries = [...this.watched];
    const credentials = entries.map(([, credential]) => credential);
    const sessionIds = credentials.flatMap((each) => (each.kind === 'session' ? [each.sessionId] : []));
    const tokenIds = credentials.flatMap((each) => (each.kind === 'api_token' ? [each.tokenId] : []));
    let holders: (CredentialHolder | undefined)[];
    try {
      const [sessions, tokens] = await Promise.all([
        this.services.sessions.liveOf(sessionIds),
        this.services.apiTokens.liveOf(tokenIds),
      ]);
      holders = credentials.map((credential) =>
        credential.kind === 'session' ? sessions.get(credential.sessionId) : tokens.get(credential.tokenId),
      );
    } catch {
      // The database may be away for a moment: streams stay until a pass can be made.
      return;
    }
    const live = holders.filter((holder) => holder !== undefined);
    // A failed read of the policy or the factors ends only the streams whose credential is gone.
    const toEnrol =
      live.length === 0
        ? new Set<number>()
        : await usersToEnrol(this.services.database.db, live).catch(() => new Set<number>());
    for (const [index, [end, credential]] of entries.entries()) {
      if (!this.watched.has(end)) continue;
      const holder = holders[index];
      if (holder !== undefined && !toEnrol.has(holder.id)) continue;
      this.watched.delete(end);
      this.onEnded(credential);
      end();
    }
  }
}
