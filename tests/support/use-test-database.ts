import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./test-database";

/** How long making a test database may take before its hook fails. */
const DATABASE_MADE_WITHIN_MS = 180_000;

type UseTestDatabaseOptions = TestDatabaseOptions & {
  /** A fresh database for each test of the block instead of one the block's tests share. */
  perTest?: boolean;
};

/** A fresh database for the tests of the describe block this is called in: created before them, dropped after. */
export function useTestDatabase({ perTest = false, ...options }: UseTestDatabaseOptions = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  // Made from the migrated template in a second or two; on a shared machine under load it has taken over a minute.
  (perTest ? beforeEach : beforeAll)(async () => {
    database = await createTestDatabase(options);
  }, DATABASE_MADE_WITHIN_MS);
  (perTest ? afterEach : afterAll)(async () => {
    await database?.drop();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error("the test database is made before the tests: use it inside a test or a hook");
    return database;
  };
}
