import pg from "pg";
import type { ProblemLog } from "./logger.server";

export type NotificationHandler = (payload: string) => void;

type Subscription = { handler: NotificationHandler; onReconnect: () => void };

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/**
 * One dedicated connection that LISTENs on every subscribed channel for this process. When the
 * connection is lost (server restart, failover, terminated backend) it reconnects with growing
 * pauses, LISTENs again on every channel and then calls each subscription's `onReconnect`:
 * notifications sent while it was away are gone, so subscribers must assume they missed some.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<Subscription>>();
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay = FIRST_RETRY_MS;
  private closed = false;

  constructor(
    private readonly connectionConfig: pg.ClientConfig,
    private readonly logger?: ProblemLog,
  ) {}

  async subscribe(channel: string, handler: NotificationHandler, onReconnect: () => void): Promise<() => Promise<void>> {
    const subscription = { handler, onReconnect };
    let subscribers = this.channels.get(channel);
    const firstOnChannel = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscription);
    try {
      const client = await this.connected();
      if (firstOnChannel) await client.query(`listen ${channel}`);
    } catch (error) {
      subscribers.delete(subscription);
      if (!subscribers.size) this.channels.delete(channel);
      throw error;
    }
    return async () => {
      if (!subscribers.delete(subscription) || subscribers.size) return;
      this.channels.delete(channel);
      await this.client?.query(`unlisten ${channel}`).catch(() => undefined);
    };
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.connectionConfig);
    // Only the active connection's loss counts: a failed attempt is retried by `reconnect` itself.
    const onLost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.logger?.warn({ err: error }, "listen connection lost, reconnecting");
      this.scheduleReconnect();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      for (const subscription of this.channels.get(message.channel) ?? []) subscription.handler(message.payload ?? "");
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private scheduleReconnect() {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.reconnect(), this.retryDelay);
    // A pending retry never keeps the process alive on its own.
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.retryDelay * 2, LONGEST_RETRY_MS);
  }

  private async reconnect() {
    if (this.closed) return;
    try {
      const client = await this.connected();
      for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      this.logger?.warn({ err: error }, "listen connection still unavailable");
      const half = this.client;
      this.client = null;
      half?.end().catch(() => undefined);
      if (!this.closed) this.scheduleReconnect();
      return;
    }
    this.retryDelay = FIRST_RETRY_MS;
    for (const subscribers of this.channels.values()) {
      for (const subscription of subscribers) this.runReconnectCallback(subscription);
    }
  }

  private runReconnectCallback(subscription: Subscription) {
    try {
      subscription.onReconnect();
    } catch (error) {
      this.logger?.error({ err: error }, "listen reconnect callback failed");
    }
  }
}
