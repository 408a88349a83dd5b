// PostgreSQL for the benchmarks that need a server (scripts/bench/45, 47, 48, 55).
import pg from "pg";
import { startCluster } from "./postgres-cluster.mjs";

/** A throwaway PostgreSQL server, or null (the reason printed) on a machine that cannot run one. */
export async function benchCluster() {
  try {
    return await startCluster();
  } catch (error) {
    console.log(`skipped: no PostgreSQL server to run on (${error.message})`);
    return null;
  }
}

/** Creates the database `name` (a plain identifier) on the cluster at `clusterUrl`; its URL. */
export async function createDatabase(clusterUrl, name) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
