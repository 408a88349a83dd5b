/**
 * Browser-test shortcuts, off unless explicitly enabled with a per-run secret (see createTestHooks).
 */
export { createTestHooks, type TestHooks } from "./test-hooks.server";
export type { TestSignIn } from "./test-sign-in.server";
