import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Files that replace a module with vi.mock run isolated: in a shared module graph the mock would
// reach (or miss) other files that import the same module.
const MOCKING_FILES = ["tests/integration/auth-lockout.test.ts", "tests/integration/blog/display-seal.test.ts"];

const INTEGRATION = { environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } as const;

// Without the React Router plugin: tests import modules directly.
// The other files share one module graph per worker (isolate: false): importing the app's graph
// again for each file was most of the suite's time. Every file opens its own database and
// services, so no state passes between files but the modules themselves.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    // One worker per core, at least two: test files spend much of their time waiting on databases,
    // child processes and sockets.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        // The first sanitizer call of a worker starts jsdom (seconds on a busy two-core machine).
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", isolate: false, testTimeout: 15_000 },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          exclude: MOCKING_FILES,
          isolate: false,
          ...INTEGRATION,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-mocks",
          include: MOCKING_FILES,
          ...INTEGRATION,
        },
      },
    ],
  },
});
