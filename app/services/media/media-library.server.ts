import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { media, posts } from "~/db/schema/index";
import { ALT_TEXT_MAX, MEDIA_MESSAGES } from "~/lib/media/media-rules";
import type { MediaLibraryRow, MediaUsage } from "~/lib/media/media-item";
import { MEDIA_HASH_PATTERN, MEDIA_URL_PREFIX, parseMediaUrl } from "~/lib/media/media-urls";
import { type Actor, actorEventFields, authorize, authorizeActor, type SessionUser } from "~/services/auth";
import { type AppServices, type Db, DomainError, type Tx, queryRows } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { MediaInUseError, MediaNotFoundError } from "./media-errors.server";
import { toMediaItem } from "./media-rows.server";
import { mediaKeys, mediaStorage } from "./media-storage.server";

/** The library shows the newest images first, this many per page (search finds older ones). */
export const MEDIA_PAGE_SIZE = 120;

/** Alt text refused; its message goes beside the field. */
export class MediaAltTextError extends DomainError {
  override name = "MediaAltTextError";
  constructor(message: string) {
    super(message, 400, { alt: message });
  }
}

/** The hash of a featured image from the library (at the start of its URL), and of every library image a post's content shows (src, srcset). */
const FEATURED_HASH = `^${MEDIA_URL_PREFIX}(${MEDIA_HASH_PATTERN})/`;
const CONTENT_HASHES = `${MEDIA_URL_PREFIX}(${MEDIA_HASH_PATTERN})/`;

/**
 * Which posts show each image, as featured image or inside their content. Each post that mentions
 * the media path at all is read once for every hash it shows, rather than once per image asked
 * about: at 5,000 posts and a library page of 120 images, 45 ms instead of 0.8 s.
 */
async function usageOf(db: Db | Tx, hashes: string[]): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, MediaUsage[]>(hashes.map((hash) => [hash, []]));
  if (!hashes.length) return usage;
  const rows = await queryRows<{ hash: string; id: string; title: string }>(
    db,
    sql`select distinct used.hash, ${posts.id} as id, ${posts.title} as title
        from ${posts} cross join lateral (
          select substring(${posts.image} from ${FEATURED_HASH}) as hash
          union all select found[1] from regexp_matches(${posts.content}, ${CONTENT_HASHES}, 'g') as found
        ) as used
        where (${posts.image} like ${`${MEDIA_URL_PREFIX}%`} or strpos(${posts.content}, ${MEDIA_URL_PREFIX}) > 0)
          and used.hash in (${sql.join(
            hashes.map((hash) => sql`${hash}`),
            sql`, `,
          )})
        order by title, id`,
  );
  for (const row of rows) usage.get(row.hash)?.push({ id: row.id, title: row.title });
  return usage;
}

/** `like` patterns match the words typed, never wildcards hidden in them. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The library: every image (newest first), or those whose alt text or file name contains `search`. */
export async function listMedia(db: Db, viewer: SessionUser, { search = "" }: { search?: string } = {}): Promise<MediaLibraryRow[]> {
  authorize(viewer, "dashboard:view");
  const term = search.trim().slice(0, 100);
  const rows = await db
    .select()
    .from(media)
    .where(term ? or(ilike(media.alt, containing(term)), ilike(media.originalName, containing(term))) : undefined)
    .orderBy(desc(media.createdAt), media.id)
    .limit(MEDIA_PAGE_SIZE);
  const usage = await usageOf(
    db,
    rows.map((row) => row.hash),
  );
  return rows.map((row) => ({ ...toMediaItem(row), usedBy: usage.get(row.hash) ?? [] }));
}

/** True when `url` is a variant URL of an image in the library (a post may choose it as featured image). */
export async function isLibraryImage(db: Db, url: string): Promise<boolean> {
  const parsed = parseMediaUrl(url);
  if (!parsed) return false;
  const [row] = await db.select({ width: media.width }).from(media).where(eq(media.hash, parsed.hash));
  return Boolean(row);
}

export async function updateMediaAlt(db: Db, actor: Actor, mediaId: string, alt: string) {
  authorizeActor(actor, "media:manage");
  const text = alt.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (!text) throw new MediaAltTextError(MEDIA_MESSAGES.altRequired);
  if (text.length > ALT_TEXT_MAX) throw new MediaAltTextError(MEDIA_MESSAGES.altTooLong);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, mediaId)).for("update");
    if (!before) throw new MediaNotFoundError();
    const [after] = await tx.update(media).set({ alt: text, updatedAt: new Date() }).where(eq(media.id, mediaId)).returning();
    await recordEvent(tx, {
      kind: "media_updated",
      at: new Date(),
      ...actorEventFields(actor),
      target: { type: "media", id: mediaId, label: before.originalName },
      changes: { alt: { from: before.alt, to: text } },
    });
    return toMediaItem(after!);
  });
}

/** Deletes an image and its files; refused (with the posts) while any post shows it. */
export async function deleteMedia(services: AppServices, actor: Actor, mediaId: string): Promise<void> {
  authorizeActor(actor, "media:manage");
  const db = services.database.db;
  const hash = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, mediaId)).for("update");
    if (!row) throw new MediaNotFoundError();
    const usedBy = (await usageOf(tx, [row.hash])).get(row.hash) ?? [];
    if (usedBy.length) throw new MediaInUseError(usedBy);
    await tx.delete(media).where(eq(media.id, mediaId));
    await recordEvent(tx, {
      kind: "media_deleted",
      at: new Date(),
      ...actorEventFields(actor),
      target: { type: "media", id: mediaId, label: row.originalName },
      changes: { hash: row.hash, bytes: row.sizeBytes },
    });
    return row.hash;
  });
  // After the commit: a failed file removal leaves unreachable bytes, never a row without files.
  const storage = mediaStorage(services.config);
  try {
    for (const object of await storage.list(mediaKeys.folder(hash))) await storage.delete(object.key);
  } catch (error) {
    services.logger.warn({ err: error, hash }, "deleted image's files could not all be removed");
  }
}
