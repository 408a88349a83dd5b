import { eq } from "drizzle-orm";
import { contentDocuments } from "~/db/schema/index";
import { markShared } from "~/lib/render/shared-values";
import type { ContentType } from "~/lib/site-content/content-type";
import { cachedSiteContentRead, type ReadSource } from "~/services/publishing/site-content-cache.server";
import type { Db, ProblemLog } from "~/services/platform";
import { type ContentDocument, documentOf } from "./catalog.server";

/** Pages on every request read the shared content version at most this often (a change announced by NOTIFY expires it at once). */
const PER_VIEW_TRUST_MS = 5_000;

/**
 * Stored content that no longer passes its type's rules (a declaration changed without its data)
 * is not shown: the built-in defaults are, and the log says which document to fix.
 */
function usable<Data>(document: ContentDocument<Data>, stored: unknown, log?: ProblemLog): Data | null {
  if (stored == null) return null;
  const parsed = document.type.schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  log?.error({ document: document.id, issues: parsed.error.issues.slice(0, 5) }, "stored site content does not fit its type: showing the built-in defaults");
  return null;
}

async function readStored(db: Db, id: string): Promise<{ published: unknown; draft: unknown } | null> {
  const [row] = await db
    .select({ published: contentDocuments.published, draft: contentDocuments.draft })
    .from(contentDocuments)
    .where(eq(contentDocuments.id, id));
  return row ?? null;
}

/**
 * What the public pages show of a document: its published content, else the built-in defaults.
 * Read through the site-wide content cache (services/publishing) (one shared content version, NOTIFY across instances); with the
 * database unreachable, the last good copy, else the defaults.
 */
export async function publishedContent<Data>(db: Db, type: ContentType<Data>, key?: string, log?: ProblemLog): Promise<{ value: Data; source: ReadSource }> {
  const document = documentOf(type, key);
  const defaults = async () => document.declaration.defaults;
  const read = await cachedSiteContentRead(
    db,
    `site-content:${document.id}`,
    async () => usable(document, (await readStored(db, document.id))?.published, log) ?? document.declaration.defaults,
    defaults,
    { log, trustVerifiedForMs: PER_VIEW_TRUST_MS },
  );
  // The same object until the next publish: render workers get it once (app/lib/render/shared-values.ts).
  if (typeof read.value === "object" && read.value !== null) markShared(read.value);
  return read;
}

/** What a staff preview shows: the saved draft, else the published content, else the defaults. Never cached. */
export async function previewContent<Data>(db: Db, type: ContentType<Data>, key?: string, log?: ProblemLog): Promise<Data> {
  const document = documentOf(type, key);
  const stored = await readStored(db, document.id);
  return usable(document, stored?.draft, log) ?? usable(document, stored?.published, log) ?? document.declaration.defaults;
}
