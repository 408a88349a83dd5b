import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { CONTENT_TYPES } from "~/content/registry";
import { contentDocuments, media, posts } from "~/db/schema/index";
import { documentId } from "~/lib/site-content/content-type";
import { containing } from "~/lib/core/like-pattern";
import { ALT_TEXT_MAX, MEDIA_MESSAGES } from "~/lib/media/media-rules";
import type { MediaLibraryRow, MediaUsage } from "~/lib/media/media-item";
import { MEDIA_HASH_PATTERN, MEDIA_URL_PREFIX, parseMediaUrl } from "~/lib/media/media-urls";
import { type Actor, actorEventFields, authorize, authorizeActor, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import { type AppServices, type Db, DomainError, type Tx, queryRows } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { MediaInUseError, MediaMissingError, MediaNotFoundError } from "./media-errors.server";
import { type MediaRow, toMediaItem } from "./media-rows.server";
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

/** Site content documents' names, by id, for the "Used by" list. */
const CONTENT_LABELS = new Map(
  CONTENT_TYPES.flatMap((type) => type.documents.map((declaration) => [documentId(type, declaration.key), declaration.label] as const)),
);

/**
 * Which posts show each image, as featured image or inside their content. Each post that mentions
 * the media path at all is read once for every hash it shows, rather than once per image asked
 * about: at 5,000 posts and a library page of 120 images, 45 ms instead of 0.8 s. Every post row
 * counts: published, scheduled, draft and trashed (a trashed post can be restored).
 */
async function postUsageOf(db: Db | Tx, hashes: string[]): Promise<{ hash: string; id: string; title: string }[]> {
  return queryRows<{ hash: string; id: string; title: string }>(
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
}

/**
 * Which site content documents show each image, in any field of any content type: the published
 * version and the draft (which is also what a scheduled publish will show).
 */
async function contentUsageOf(db: Db | Tx, hashes: string[]): Promise<{ hash: string; id: string }[]> {
  return queryRows<{ hash: string; id: string }>(
    db,
    sql`select distinct used.hash, ${contentDocuments.id} as id
        from ${contentDocuments} cross join lateral (
          select found[1] as hash from regexp_matches(coalesce(${contentDocuments.published}::text, '') || ' ' || coalesce(${contentDocuments.draft}::text, ''), ${CONTENT_HASHES}, 'g') as found
        ) as used
        where strpos(coalesce(${contentDocuments.published}::text, '') || coalesce(${contentDocuments.draft}::text, ''), ${MEDIA_URL_PREFIX}) > 0
          and used.hash in (${sql.join(
            hashes.map((hash) => sql`${hash}`),
            sql`, `,
          )})
        order by id`,
  );
}

/** Every place that shows each image: posts (any status) and site content (published, draft or scheduled). */
async function usageOf(db: Db | Tx, hashes: string[]): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, MediaUsage[]>(hashes.map((hash) => [hash, []]));
  if (!hashes.length) return usage;
  for (const row of await postUsageOf(db, hashes)) usage.get(row.hash)?.push({ id: row.id, title: row.title, kind: "post" });
  for (const row of await contentUsageOf(db, hashes)) {
    usage.get(row.hash)?.push({ id: row.id, title: `Site Content: ${CONTENT_LABELS.get(row.id) ?? row.id}`, kind: "content" });
  }
  return usage;
}

const MEDIA_HASHES_IN_TEXT = new RegExp(`${MEDIA_URL_PREFIX}(${MEDIA_HASH_PATTERN})/`, "g");

/**
 * The one image rule of every write that makes content visible or keeps it for later (saving a
 * post or a site content document, publishing, scheduling, a scheduled publish, restoring a
 * revision): it may not name a library image that is not in the library (trashed or deleted), so
 * no restore or scheduled publish brings back a reference to a missing image. Call it inside the
 * write's transaction with what the write stores. Throws MediaMissingError.
 */
export async function refuseMissingMedia(db: Db | Tx, stored: unknown): Promise<void> {
  const text = typeof stored === "string" ? stored : JSON.stringify(stored ?? null);
  if (!text.includes(MEDIA_URL_PREFIX)) return;
  const hashes = [...new Set([...text.matchAll(MEDIA_HASHES_IN_TEXT)].map((match) => match[1]!))];
  if (!hashes.length) return;
  const present = await db
    .select({ hash: media.hash })
    .from(media)
    .where(and(inArray(media.hash, hashes), isNull(media.deletedAt)));
  const found = new Set(present.map((row) => row.hash));
  const missing = hashes.filter((hash) => !found.has(hash));
  if (missing.length) throw new MediaMissingError(missing);
}

/** The library: every image (newest first), or those whose alt text or file name contains `search`. */
export async function listMedia(db: Db, viewer: SessionUser, { search = "" }: { search?: string } = {}): Promise<MediaLibraryRow[]> {
  authorize(viewer, "dashboard:view");
  const term = search.trim().slice(0, 100);
  const rows = await db
    .select()
    .from(media)
    .where(and(isNull(media.deletedAt), term ? or(ilike(media.alt, containing(term)), ilike(media.originalName, containing(term))) : undefined))
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
  const [row] = await db
    .select({ width: media.width })
    .from(media)
    .where(and(eq(media.hash, parsed.hash), isNull(media.deletedAt)));
  return Boolean(row);
}

/**
 * Whether /media/<hash>/... may be served: an image in the library. One in the trash is not (its
 * files wait there until it is restored or emptied), nor files whose row is gone.
 */
export async function isServableMedia(db: Db, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.hash, hash), isNull(media.deletedAt)));
  return Boolean(row);
}

export async function updateMediaAlt(db: Db, actor: Actor, mediaId: string, alt: string) {
  authorizeActor(actor, "media:manage");
  const text = alt.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (!text) throw new MediaAltTextError(MEDIA_MESSAGES.altRequired);
  if (text.length > ALT_TEXT_MAX) throw new MediaAltTextError(MEDIA_MESSAGES.altTooLong);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, mediaId), isNull(media.deletedAt)))
      .for("update");
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

/** Moves an image to the trash (its files stay until the trash is emptied); refused, with the posts, while any post shows it. */
export async function deleteMedia(services: AppServices, actor: Actor, mediaId: string): Promise<void> {
  authorizeActor(actor, "media:manage");
  await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, mediaId), isNull(media.deletedAt)))
      .for("update");
    if (!row) throw new MediaNotFoundError();
    const usedBy = (await usageOf(tx, [row.hash])).get(row.hash) ?? [];
    if (usedBy.length) throw new MediaInUseError(usedBy);
    await tx
      .update(media)
      .set({ deletedAt: new Date(), deletedBy: actor.user?.username ?? null })
      .where(eq(media.id, mediaId));
    await recordMediaEvent(tx, "media_deleted", actor, row);
  });
}

/** Takes an image out of the trash; refused when it is not there. */
export async function restoreMedia(db: Db, actor: Actor, mediaId: string): Promise<void> {
  authorizeActor(actor, "media:manage");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
      .where(and(eq(media.id, mediaId), isNotNull(media.deletedAt)))
      .returning();
    if (!row) throw new MediaNotFoundError();
    await recordMediaEvent(tx, "media_restored", actor, row);
  });
}

/**
 * Deletes a trashed image for good, row then files (after the commit: a failed file removal leaves
 * unreachable bytes, never a row without files). Refused while a post (a restored one) shows it.
 */
async function purgeOne(services: AppServices, actor: Actor, mediaId: string): Promise<void> {
  const hash = await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, mediaId), isNotNull(media.deletedAt)))
      .for("update");
    if (!row) throw new MediaNotFoundError();
    const usedBy = (await usageOf(tx, [row.hash])).get(row.hash) ?? [];
    if (usedBy.length) throw new MediaInUseError(usedBy);
    await tx.delete(media).where(eq(media.id, mediaId));
    await recordMediaEvent(tx, "media_purged", actor, row);
    return row.hash;
  });
  const storage = mediaStorage(services.config);
  try {
    for (const object of await storage.list(mediaKeys.folder(hash))) await storage.delete(object.key);
  } catch (error) {
    services.logger.warn({ err: error, hash }, "deleted image's files could not all be removed");
  }
}

/** Deletes a trashed image and its files for good: an admin's action. */
export async function purgeMedia(services: AppServices, actor: Actor, mediaId: string): Promise<void> {
  authorizeActor(actor, "trash:purge");
  await purgeOne(services, actor, mediaId);
}

/** The retention job: trashed images past their time go for good; one a post shows again stays (logged). */
export async function purgeExpiredTrashedMedia(services: AppServices, before: Date): Promise<number> {
  const expired = await services.database.db
    .select({ id: media.id })
    .from(media)
    .where(and(isNotNull(media.deletedAt), lt(media.deletedAt, before)));
  let purged = 0;
  for (const { id } of expired) {
    try {
      await purgeOne(services, SYSTEM_ACTOR, id);
      purged++;
    } catch (error) {
      if (!(error instanceof MediaInUseError)) throw error;
      services.logger.warn({ media: id, posts: error.posts.map((post) => post.id) }, "trashed image kept: a post shows it");
    }
  }
  return purged;
}

export type TrashedMedia = { id: string; url: string; alt: string; originalName: string; deletedAt: string; deletedBy: string | null };

/** The images in the trash, most recently deleted first (media_trash_idx). */
export async function listTrashedMedia(db: Db): Promise<TrashedMedia[]> {
  const rows = await db.select().from(media).where(isNotNull(media.deletedAt)).orderBy(desc(media.deletedAt), desc(media.id));
  return rows.map((row) => ({
    id: row.id,
    url: toMediaItem(row).url,
    alt: row.alt,
    originalName: row.originalName,
    deletedAt: row.deletedAt!.toISOString(),
    deletedBy: row.deletedBy,
  }));
}

/** How many images are in the trash (the Media tab's link to it). */
export async function countTrashedMedia(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(media).where(isNotNull(media.deletedAt));
  return row?.value ?? 0;
}

async function recordMediaEvent(tx: Tx, kind: "media_deleted" | "media_restored" | "media_purged", actor: Actor, row: MediaRow): Promise<void> {
  await recordEvent(tx, {
    kind,
    at: new Date(),
    ...actorEventFields(actor),
    target: { type: "media", id: row.id, label: row.originalName },
    changes: { hash: row.hash, bytes: row.sizeBytes },
  });
}
