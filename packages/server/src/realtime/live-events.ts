import type { AgentChangeRecorder } from '../agents/index.js';
import type { DatabaseLocation } from '../config/index.js';
import type { DatabaseConnection } from '../db/index.js';
import type { SqliteSignalScope } from '../db/thread-channel.js';
import type { Logger } from '../logging/logger.js';
import { type NotificationChangeRecorder, NotificationDelivery } from '../notifications/index.js';
import type { TaskEventRecorder } from '../orchestrator/index.js';
import { defaultRetention, EventLog, type RetentionPolicy } from './event-log.js';
import { createEventSignal, type EventSignal } from './event-signal.js';
import { EventSubscription } from './event-subscription.js';
import { FeedSubscription } from './feed-subscription.js';
import { LiveAgentChangeRecorder } from './live-agent-change-recorder.js';
import { LiveNotificationChangeRecorder } from './live-notification-change-recorder.js';
import { LiveTaskEventRecorder } from './live-task-event-recorder.js';
import { LocalSubscribers } from './local-subscribers.js';
import { UserFeeds } from './user-feeds.js';

export interface LiveEventsOptions {
  /** How much of each user's log is kept for clients that reconnect. */
  readonly retention: RetentionPolicy;
  /** How often this process drops events beyond the retention. */
  readonly pruneIntervalMs: number;
  /** How often a quiet stream sends a comment line. */
  readonly heartbeatMs: number;
}

export const defaultLiveEventsOptions: LiveEventsOptions = {
  retention: defaultRetention,
  pruneIntervalMs: 10 * 60_000,
  heartbeatMs: 15_000,
};

/**
 * Live updates: the orchestrator records task events and notifications through `recorder`, the
 * notification store what people change in their notifications through `notificationRecorder`,
 * the agent services agent changes through `agentRecorder`,
 * and each client's stream follows its user's log through `subscribe`. Any process may record and
 * any may serve streams; they meet in the database. Closed once.
 */
export class LiveEvents {
  readonly recorder: TaskEventRecorder;
  readonly notificationRecorder: NotificationChangeRecorder;
  readonly agentRecorder: AgentChangeRecorder;
  readonly heartbeatMs: number;
  private readonly log: EventLog;
  private readonly feeds: UserFeeds;
  private readonly subscribers = new LocalSubscribers();
  private readonly signal: EventSignal;
  private readonly pruning: NodeJS.Timeout;
  private closing: Promise<void> | null = null;

  constructor(
    location: DatabaseLocation,
    database: DatabaseConnection,
    private readonly logger: Logger,
    private readonly options: LiveEventsOptions = defaultLiveEventsOptions,
    notifications: NotificationDelivery = new NotificationDelivery(),
    sqliteSignalScope: SqliteSignalScope = 'process',
  ) {
    this.log = new EventLog(database.db, database.engine);
    this.feeds = new UserFeeds(this.log, this.subscribers);
    this.signal = createEventSignal(location, database.db, this.subscribers, logger, sqliteSignalScope);
    this.recorder = new LiveTaskEventRecorder(this.log, this.signal, notifications);
    this.notificationRecorder = new LiveNotificationChangeRecorder(this.log, this.signal);
    this.agentRecorder = new LiveAgentChangeRecorder(this.log, this.signal);
    this.heartbeatMs = options.heartbeatMs;
    // Every process prunes now and then; the deletes are idempotent, so overlaps do no harm.
    this.pruning = setInterval(() => void this.pruneQuietly(), options.pruneIntervalMs);
    this.pruning.unref();
  }

  /** The events of `userId` after `lastEventId`, or from now on when it is null, read one by one. */
  async subscribe(userId: number, lastEventId: number | null): Promise<EventSubscription> {
    return new EventSubscription(await this.follow(userId, lastEventId));
  }

  /**
   * The same, pushed to a sink once attached (a client's stream): the user's feed sends each
   * event framed once for all of the user's subscriptions in this process.
   */
  follow(userId: number, lastEventId: number | null): Promise<FeedSubscription> {
    if (this.closing) return Promise.reject(new Error('The live-event service is closed.'));
    return FeedSubscription.open(
      {
        log: this.log,
        signal: this.signal,
        maxBehind: this.options.retention.maxEventsPerUser,
      },
      this.feeds.of(userId),
      userId,
      lastEventId,
    );
  }

  /** Live-event streams open in this process now. */
  get subscriberCount(): number {
    return this.feeds.subscriptionCount;
  }

  /** Drops events beyond the retention; returns how many. */
  prune(now: number = Date.now()): Promise<number> {
    return this.log.prune(this.options.retention, now);
  }

  /** Ends every open subscription and stops listening. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      clearInterval(this.pruning);
      this.subscribers.closeAll();
      await this.signal.close();
    })();
    return this.closing;
  }

  private async pruneQuietly(): Promise<void> {
    try {
      await this.prune();
    } catch (error) {
      this.logger.warn({ err: error }, 'pruning the live-event log failed; will retry');
    }
  }
}
