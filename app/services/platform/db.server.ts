import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "~/db/schema/index";
import type { ProblemLog } from "./logger.server";

/** One query API for both drivers: only PostgreSQL 15 features are used. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  driver: "pglite" | "pg";
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /** Runs `handler` for every NOTIFY on `channel`; returns an unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data directory; omitted means in memory (tests). */
  pgliteDir?: string;
  poolMax?: number;
  logger?: ProblemLog;
};

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

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
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
    async migrate(migrationsFolder) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process: log it, the pool replaces it.
  pool.on("error", (error) => options.logger?.error({ err: error }, "database connection error"));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.PoolClient>();
  let closed = false;

  return {
    db,
    driver: "pg",
    async ping(timeoutMs = 2000) {
      await withTimeout(pool.query("select 1"), timeoutMs, "database ping");
    },
    async listen(channel, handler) {
      assertChannel(channel);
      const client = await pool.connect();
      listeners.add(client);
      client.on("notification", (message) => {
        if (message.channel === channel) handler(message.payload ?? "");
      });
      client.on("error", (error) => options.logger?.warn({ err: error, channel }, "listen connection lost"));
      await client.query(`listen ${channel}`);
      return async () => {
        if (!listeners.delete(client)) return;
        try {
          await client.query(`unlisten ${channel}`);
        } finally {
          client.release();
        }
      };
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    async migrate(migrationsFolder) {
      // Two instances starting together: the second waits here, then finds nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(pool), { migrationsFolder });
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options);
}

export { sql };
