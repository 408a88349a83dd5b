import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** A fresh database for the tests of the describe block this is called in: created before them, dropped after. */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error("the test database is made in beforeAll: use it inside a test or a hook");
    return database;
  };
}
