import { createHash, timingSafeEqual } from "node:crypto";
import express, { type Router } from "express";
import type { TestHooks } from "~/services/test-hooks";

export const TEST_HOOKS_PATH = "/__e2e";
export const TEST_HOOKS_SECRET_HEADER = "x-e2e-hooks-secret";

function sameSecret(given: string | undefined, expected: string): boolean {
  // Compare digests so the comparison takes the same time whatever the lengths.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/** The browser tests' endpoints; mounted only when the services created test hooks. */
export function testHooksRouter(hooks: TestHooks): Router {
  const router = express.Router();
  router.use((req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (!sameSecret(req.get(TEST_HOOKS_SECRET_HEADER), hooks.secret)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    next();
  });
  router.post("/session", express.json({ limit: "1kb" }), async (req, res, next) => {
    try {
      res.json(await hooks.signIn(req.body));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
