import { NO_ENHANCEMENT_SCRIPTS } from "~/lib/ui/hydration";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { type AppServices, type Database, loadConfig, type RequestContext } from "~/services/platform";

/** Services around a test database, with config from defaults plus `env`. */
export function createTestServices(database: Database, env: Record<string, string> = {}): AppServices {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hsa-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  return { config, logger: pino({ level: "silent" }), database };
}

/** A loader/action context for calling route modules directly. */
export function createTestContext(services: AppServices, overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    ...services,
    requestId: "test-request",
    cspNonce: "test-nonce",
    enhancementScripts: NO_ENHANCEMENT_SCRIPTS,
    pageCacheStores: false,
    clientIp: "127.0.0.1",
    log: services.logger,
    ...overrides,
  };
}
