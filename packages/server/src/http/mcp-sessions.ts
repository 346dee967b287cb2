import { randomUUID } from 'node:crypto';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AgentMcpServer } from '../agents-over-mcp/index.js';

/** One client's MCP session: the user it belongs to, its transport and its server. */
export interface McpSession {
  readonly userId: number;
  readonly transport: StreamableHTTPServerTransport;
  /** Requests of the session under way (an open notification stream counts). */
  active: number;
  lastUsedAt: number;
}

export interface McpSessionLimits {
  /** A user's sessions beyond this close their least recently used one. */
  readonly perUser: number;
  /** A session with nothing under way for this long is closed; its client initializes a new one. */
  readonly idleMs: number;
}

export const defaultMcpSessionLimits: McpSessionLimits = { perUser: 16, idleMs: 30 * 60_000 };

/**
 * The MCP sessions of this process, by session id. Sessions live in memory: a client whose
 * session is gone (idle, or a restart) gets 404 and initializes a new one, as the protocol says.
 */
export class McpSessions {
  private readonly byId = new Map<string, McpSession>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly limits: McpSessionLimits = defaultMcpSessionLimits) {
    this.sweep = setInterval(() => this.closeIdle(), Math.min(limits.idleMs, 60_000));
    this.sweep.unref();
  }

  /** The session with this id, if it is the user's: another user's session is as good as none. */
  find(sessionId: string, userId: number): McpSession | null {
    const session = this.byId.get(sessionId);
    return session && session.userId === userId ? session : null;
  }

  /**
   * A transport for a new session of the user; the session is kept from the moment the
   * initialize request gives it an id, and forgotten when the transport closes.
   */
  async open(userId: number, openServer: () => Promise<AgentMcpServer>): Promise<McpSession> {
    const agentServer = await openServer();
    const session: McpSession = {
      userId,
      active: 0,
      lastUsedAt: Date.now(),
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => {
          this.byId.set(sessionId, session);
          this.closeBeyondLimit(userId);
        },
      }),
    };
    session.transport.onclose = () => {
      const { sessionId } = session.transport;
      if (sessionId !== undefined) this.byId.delete(sessionId);
      void agentServer.close();
    };
    await agentServer.server.connect(session.transport);
    return session;
  }

  /** Counts a request of the session as under way until its response ends. */
  track(session: McpSession, response: NodeJS.EventEmitter): void {
    session.active += 1;
    session.lastUsedAt = Date.now();
    response.once('close', () => {
      session.active -= 1;
      session.lastUsedAt = Date.now();
    });
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweep);
    await Promise.all([...this.byId.values()].map((session) => session.transport.close()));
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.limits.idleMs;
    for (const session of this.byId.values()) {
      if (session.active === 0 && session.lastUsedAt < cutoff) void session.transport.close();
    }
  }

  private closeBeyondLimit(userId: number): void {
    const sessions = [...this.byId.values()]
      .filter((session) => session.userId === userId)
      .sort((a, b) => a.lastUsedAt - b.lastUsedAt);
    for (const session of sessions.slice(0, Math.max(0, sessions.length - this.limits.perUser))) {
      void session.transport.close();
    }
  }
}
