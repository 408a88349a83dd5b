import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./test-database";

type UseTestDatabaseOptions = TestDatabaseOptions & {
  /** A fresh database for each test of the block instead of one the block's tests share. */
  perTest?: boolean;
};

/** A fresh database for the tests of the describe block this is called in: created before them, dropped after. */
export function useTestDatabase({ perTest = false, ...options }: UseTestDatabaseOptions = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  (perTest ? beforeEach : beforeAll)(async () => {
    database = await createTestDatabase(options);
  });
  (perTest ? afterEach : afterAll)(async () => {
    await database?.drop();
    database = undefined;
  });
  return () => {
    if (!database) throw new Error("the test database is made before the tests: use it inside a test or a hook");
    return database;
  };
}
