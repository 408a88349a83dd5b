import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "~/db/schema/index";
import { claimDataDirectory } from "./data-directory-lock.server";
import type { ProblemLog } from "./logger.server";
import { type NotificationHandler, PgListener } from "./pg-listener.server";
import { oneQueryPerTurn } from "./pglite-turns.server";

/** One query API for both drivers: only PostgreSQL 15 features are used. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  driver: "pglite" | "pg";
  /**
   * True when every change reaches this process's listeners before the committing call returns:
   * the embedded database, whose one writer is this process and which runs its NOTIFY listeners
   * in the commit. Never a server: another instance writes too, and a LISTEN connection can drop.
   */
  announcesEveryChange: boolean;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `handler` for every NOTIFY on `channel`; returns an unsubscribe function. After a lost
   * LISTEN connection is re-established, `onReconnect` runs (by default the handler, with
   * `LISTEN_RESUMED`): what was announced meanwhile is lost, so caches must be dropped.
   */
  listen(channel: string, handler: NotificationHandler, onReconnect?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Applies pending migrations. `beforeApplying` runs first, while this instance holds the
   * migration lock (PostgreSQL), so with several instances starting together only the first one
   * sees pending migrations; a failure there leaves the schema untouched.
   */
  migrate(migrationsFolder: string, options?: { beforeApplying?: () => Promise<void> }): Promise<void>;
  /**
   * Runs read-only `statements` on each connection the pool keeps open (up to WARMED_CONNECTIONS),
   * so the first visitors do not pay what a new backend's first statements load (decision 099).
   * The embedded database runs them once on its one connection.
   */
  warmConnections(statements: readonly SQL[]): Promise<void>;
  /** The embedded database's files as one archive, which `pgliteCopyOf` opens; null on a server. */
  dumpFiles(): Promise<Blob | null>;
  close(): Promise<void>;
  /** Connections in use, idle and waited for; present when the database was opened with `observeQuery` (metrics). */
  poolReading?(): { total: number; idle: number; waiting: number };
};

/**
 * Runs one round trip to the database (`run`) for metrics and traces (app/services/observability).
 * `whole`: an embedded-database transaction, whose queries are observed one by one inside it.
 */
export type QueryObserver = <T>(statement: string, run: () => Promise<T>, whole?: boolean) => Promise<T>;

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  pgliteDir?: string;
  /**
   * In memory only: start as a copy of this data directory (PGlite's `dumpDataDir`) instead of
   * creating an empty cluster, which takes seconds. Tests start each database from one migrated copy.
   */
  pgliteCopyOf?: Blob;
  poolMax?: number;
  /** Closes a pooled connection unused this long; 0 (the default) keeps idle connections open (POOL_IDLE_TIMEOUT_MS). */
  poolIdleCloseMs?: number;
  logger?: ProblemLog;
  /** Given when metrics or traces are on: every query is run through it. Absent, nothing is wrapped. */
  observeQuery?: QueryObserver;
};

/** The payload a handler receives, by default, when its LISTEN connection came back after a loss. */
export const LISTEN_RESUMED = "listen-resumed";

/**
 * Bounds on a PostgreSQL server that stops answering: a request gets an error it can explain
 * instead of waiting forever, and dead TCP connections are noticed.
 */
const CONNECT_TIMEOUT_MS = 5000;
const QUERY_TIMEOUT_MS = 15_000;
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * Pooled connections stay open when idle (pg-pool: 0 closes none; decision 099). A new backend's
 * first statements load its catalog, statistics and text-search dictionaries: after 35 s without
 * traffic, when the pool used to close every connection, the home page rendered in about 100 ms
 * instead of 16 and a search took 50 ms instead of 15. A small firm's site is quiet for longer than
 * any idle timeout most of the day. DATABASE_POOL_MAX bounds the connections kept;
 * DATABASE_IDLE_CLOSE_SECONDS closes idle ones where the server's connections are scarce.
 */
const POOL_IDLE_TIMEOUT_MS = 0;
/**
 * TCP keepalive probes start on a connection idle this long, so that a NAT or load balancer between
 * the app and the server (AWS's drops idle flows after 350 s, Azure's after 240 s) keeps the
 * connections the pool holds.
 */
const KEEPALIVE_AFTER_IDLE_MS = 60_000;
/**
 * Pooled connections opened and warmed at start (at most the pool's size): the pool of a server in
 * the search bench grew to 6 (start-up, jobs and pages together). More would hold server
 * connections a quiet site never uses.
 */
const WARMED_CONNECTIONS = 4;

/** Arbitrary constant key: every instance of this app takes the same lock before migrating. */
const MIGRATION_LOCK_KEY = 72_114_003;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
function assertChannel(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

/** Contrib extensions the migrations create (site search, decision 069): PGlite loads their files only when named here. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * Creating a data directory (initdb) grows PGlite's WebAssembly memory to about 700 MB, and a
 * WebAssembly memory never shrinks: the process that created the directory kept it until it was
 * restarted. So a new directory is closed once created and opened again, which starts small.
 */
async function startPglite(options: OpenDatabaseOptions): Promise<PGlite> {
  const dataDir = options.pgliteDir;
  if (!dataDir) return PGlite.create({ loadDataDir: options.pgliteCopyOf, extensions: PGLITE_EXTENSIONS });
  const creating = !existsSync(path.join(dataDir, "PG_VERSION"));
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  if (!creating) return client;
  await client.close();
  return PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const release = options.pgliteDir ? claimDataDirectory(options.pgliteDir) : () => {};
  let client: PGlite;
  try {
    client = await startPglite(options);
  } catch (error) {
    release();
    throw error;
  }
  if (options.observeQuery) observePgliteQueries(client, options.observeQuery);
  oneQueryPerTurn(client);
  const outstanding = options.observeQuery ? countOutstandingQueries(client) : null;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    ...(outstanding && { poolReading: () => ({ total: 1, idle: outstanding.count === 0 ? 1 : 0, waiting: Math.max(0, outstanding.count - 1) }) }),
    db,
    driver: "pglite",
    announcesEveryChange: true,
    async ping(timeoutMs = 2000) {
      await withTimeout(client.query("select 1"), timeoutMs, "database ping");
    },
    async listen(channel, handler) {
      assertChannel(channel);
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async migrate(migrationsFolder, { beforeApplying } = {}) {
      await beforeApplying?.();
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async warmConnections(statements) {
      for (const statement of statements) await db.execute(statement);
    },
    async dumpFiles() {
      return client.dumpDataDir("none");
    },
    async close() {
      if (!client.closed) await client.close();
      release();
    },
  };
}

async function openPostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<Database> {
  const connection = {
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_AFTER_IDLE_MS,
  };
  const poolMax = options.poolMax ?? 10;
  const idleCloseMs = options.poolIdleCloseMs ?? POOL_IDLE_TIMEOUT_MS;
  const pool = new pg.Pool({
    ...connection,
    max: poolMax,
    idleTimeoutMillis: idleCloseMs,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process: log it, the pool replaces it.
  pool.on("error", (error) => options.logger?.error({ err: error }, "database connection error"));
  const observe = options.observeQuery;
  if (observe) pool.on("connect", (client) => observePgQueries(client, observe));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = new PgListener(connection, options.logger);
  let closed = false;

  return {
    ...(observe && { poolReading: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) }),
    db,
    driver: "pg",
    announcesEveryChange: false,
    async ping(timeoutMs = 2000) {
      await withTimeout(pool.query("select 1"), timeoutMs, "database ping");
    },
    async listen(channel, handler, onReconnect = () => handler(LISTEN_RESUMED)) {
      assertChannel(channel);
      return listener.subscribe(channel, handler, onReconnect);
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async migrate(migrationsFolder, { beforeApplying } = {}) {
      // Two instances starting together: the second waits here, then finds nothing left to do.
      // A connection of its own, without the pool's timeouts: waiting for the lock or building an
      // index on a large table may rightly take longer than any request should.
      const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on("error", (error) => options.logger?.error({ err: error }, "migration connection error"));
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await beforeApplying?.();
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    async warmConnections(statements) {
      // Idle connections closed after a while would be opened cold again: nothing to keep warm.
      if (idleCloseMs > 0) return;
      const held: pg.PoolClient[] = [];
      try {
        // Each held while the next is asked for, so the pool opens a new one each time.
        while (held.length < Math.min(poolMax, WARMED_CONNECTIONS)) held.push(await pool.connect());
        await Promise.all(
          held.map(async (client) => {
            // Drizzle over this one connection, so each statement runs on the connection being warmed.
            const onConnection = drizzlePg(client);
            for (const statement of statements) await onConnection.execute(statement);
          }),
        );
      } finally {
        for (const client of held) client.release();
      }
    },
    async dumpFiles() {
      return null;
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}

/** Each query and transaction of the embedded database through `observe`, the queries inside a transaction too. */
function observePgliteQueries(client: PGlite, observe: QueryObserver): void {
  const observed = <T extends Pick<PGlite, "query" | "exec">>(target: T): T => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    return new Proxy(target, {
      get(object, property, receiver) {
        if (property === "query")
          return ((statement: string, ...rest: unknown[]) =>
            observe(statement, () => (query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest))) as T["query"];
        if (property === "exec")
          return ((statement: string, ...rest: unknown[]) =>
            observe(statement, () => (exec as (...args: unknown[]) => Promise<unknown>)(statement, ...rest))) as T["exec"];
        const value = Reflect.get(object, property, receiver);
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  };
  const { query, exec } = observed(client);
  const transaction = client.transaction.bind(client);
  client.query = query;
  client.exec = exec;
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    observe("begin (transaction)", () => transaction((tx) => callback(observed(tx))), true)) as PGlite["transaction"];
}

/** Queries asked of the embedded database and not yet answered (queued behind its one connection, or running). */
function countOutstandingQueries(client: PGlite): { count: number } {
  const outstanding = { count: 0 };
  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      outstanding.count++;
      return run(...args).finally(() => outstanding.count--);
    };
  client.query = counted(client.query.bind(client)) as PGlite["query"];
  client.exec = counted(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = counted(client.transaction.bind(client)) as PGlite["transaction"];
  return outstanding;
}

/** Each query a pooled PostgreSQL connection sends, through `observe` (the promise and the callback forms the pool and Drizzle use). */
function observePgQueries(client: pg.PoolClient, observe: QueryObserver): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
    if (typeof first === "object" && first !== null && typeof first.submit === "function") return query(...args);
    const statement = typeof first === "string" ? first : (first?.text ?? "");
    const callback = args[args.length - 1];
    if (typeof callback !== "function") return observe(statement, () => query(...args) as Promise<unknown>);
    const sent = observe(
      statement,
      () =>
        new Promise((resolve, reject) => {
          query(...args.slice(0, -1), (error: Error | null, result: unknown) => (error ? reject(error) : resolve(result)));
        }),
    );
    // Answered outside the promise chain, as pg does: an error the callback throws is not swallowed.
    sent.then(
      (result) => process.nextTick(() => callback(null, result)),
      (error: unknown) => process.nextTick(() => callback(error)),
    );
    return undefined;
  }) as pg.PoolClient["query"];
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options);
}

export { sql };
