import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/services/platform";
import { MIGRATIONS } from "../../support/test-database";
import { PGLITE_TEMPLATE_ENV } from "./own-server";

/**
 * Creates one migrated embedded database for the run; the servers tests start of their own copy it
 * (workers inherit the variable that names it). Returns the teardown that removes it.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "hsa-e2e-template-"));
  const databaseDir = path.join(dir, "db");
  const database = await openDatabase({ pgliteDir: databaseDir });
  try {
    await database.migrate(MIGRATIONS);
  } finally {
    await database.close();
  }
  process.env[PGLITE_TEMPLATE_ENV] = databaseDir;
  return () => rmSync(dir, { recursive: true, force: true });
}
