import { type AppServices, ConfigError } from "~/services/platform";
import { type SerializeSessionCookie, signInForTest, type TestSignIn } from "./test-sign-in.server";

export type TestHooks = { secret: string; signIn(body: unknown): Promise<TestSignIn> };

const SECRET_MIN_LENGTH = 32;
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

/**
 * The browser tests' shortcuts (creating a signed-in account without the login form), or null.
 * They exist only when E2E_TEST_HOOKS=1 is set together with a per-run random secret, that every
 * call must present, on a server bound to loopback: a production server, which sets none of
 * these, can never expose them, and a stray E2E_TEST_HOOKS=1 alone stops start-up instead.
 */
export function createTestHooks(services: AppServices, serializeCookie: SerializeSessionCookie, env: NodeJS.ProcessEnv = process.env): TestHooks | null {
  if (env.E2E_TEST_HOOKS === undefined) return null;
  const secret = env.E2E_TEST_HOOKS_SECRET ?? "";
  if (env.E2E_TEST_HOOKS !== "1") throw new ConfigError("E2E_TEST_HOOKS must be 1 or unset");
  if (secret.length < SECRET_MIN_LENGTH) throw new ConfigError(`E2E_TEST_HOOKS needs E2E_TEST_HOOKS_SECRET of at least ${SECRET_MIN_LENGTH} random characters`);
  if (!LOOPBACK_HOSTS.has(services.config.HOST)) throw new ConfigError("E2E_TEST_HOOKS needs HOST to be a loopback address");
  services.logger.warn("E2E test hooks are enabled: this server is for browser tests only");
  return { secret, signIn: (body) => signInForTest(services, serializeCookie, body) };
}
