import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "~/services/platform";
import { MIGRATIONS } from "../../support/test-database";
import { freePortIn, hasNginx, type Instance, type Nginx, startInstance, startNginx } from "./server-processes";

/** The PostgreSQL server the two-instance tests run on (npm test sets it); they skip without it. */
export const TWO_INSTANCE_SERVER_URL = process.env.TEST_DATABASE_URL;

export type TwoInstances = {
  /** A connection of the test's own to the instances' database. */
  database: Database;
  instances: Instance[];
  nginx: Nginx;
  /** The site's address: nginx, over TLS with a certificate made for the run. */
  siteUrl: string;
  stop(): Promise<void>;
};

const adminServer = () => new pg.Client({ connectionString: TWO_INSTANCE_SERVER_URL });

/**
 * Two instances of the production build on a new database of the PostgreSQL server, behind
 * deploy/nginx.conf (TLS, round robin). `prepare` fills the migrated database before they start;
 * `env` adds to their configuration.
 */
export async function startTwoInstances({
  prefix,
  prepare,
  env = {},
}: {
  prefix: string;
  prepare?: (database: Database) => Promise<void>;
  env?: Record<string, string>;
}): Promise<TwoInstances> {
  if (!TWO_INSTANCE_SERVER_URL) throw new Error("set TEST_DATABASE_URL to a PostgreSQL server");
  if (!hasNginx()) throw new Error("nginx is not installed: apt-get install -y nginx (npm test installs it)");
  const databaseName = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = adminServer();
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(TWO_INSTANCE_SERVER_URL);
  url.pathname = `/${databaseName}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
  let instances: Instance[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.close();
    const dropper = adminServer();
    await dropper.connect();
    await dropper.query(`drop database if exists ${databaseName} with (force)`);
    await dropper.end();
  };
  try {
    await database.migrate(MIGRATIONS);
    await prepare?.(database);
    const [nginxPort, redirectPort, portA, portB] = [
      await freePortIn(4300, 4324),
      await freePortIn(4325, 4349),
      await freePortIn(4350, 4374),
      await freePortIn(4375, 4399),
    ];
    const siteUrl = `https://127.0.0.1:${nginxPort}`;
    const instanceEnv = {
      DATABASE_URL: url.toString(),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SITE_URL: siteUrl,
      TRUST_PROXY: "loopback",
      DATABASE_POOL_MAX: "4",
      ...env,
    };
    // Both started before either failure is thrown, so that stop() ends the one that did start.
    const started = await Promise.allSettled([startInstance(portA!, instanceEnv), startInstance(portB!, instanceEnv)]);
    instances = started.flatMap((each) => (each.status === "fulfilled" ? [each.value] : []));
    for (const each of started) if (each.status === "rejected") throw each.reason;
    nginx = await startNginx(
      nginxPort!,
      redirectPort!,
      instances.map((instance) => instance.port),
    );
    return { database, instances, nginx, siteUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
