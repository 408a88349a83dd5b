import type { EnhancementScripts } from "~/lib/ui/hydration";
import type { AppConfig } from "./config.server";
import type { Database } from "./db.server";
import type { Logger } from "./logger.server";

/** Long-lived services, created once per process by the server entry. */
export type AppServices = {
  config: AppConfig;
  logger: Logger;
  database: Database;
};

/** What every loader and action receives as `context`. */
export type RequestContext = AppServices & {
  requestId: string;
  cspNonce: string;
  /** URLs of the progressive-enhancement scripts that HTML-only pages load ("" for none). */
  enhancementScripts: EnhancementScripts;
  /**
   * The page cache stores this response (its URL's second request since the last change): a render
   * worker then returns the uncompressed document too, otherwise only the compressed one it sends.
   */
  pageCacheStores: boolean;
  /** Client address as Express resolved it (honours TRUST_PROXY). Never stored raw. */
  clientIp: string;
  log: Logger;
};

declare module "react-router" {
  // Module augmentation must be an interface; it adds RequestContext to React Router's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
