import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, media } from "~/db/schema";
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from "~/lib/media/media-rules";
import { type Actor, NotPermittedError, type SessionUser, SYSTEM_ACTOR } from "~/services/auth";
import { mediaAvifJob, mediaKeys, mediaStorage, MediaRefusedError, uploadImage, uploadWorkDir } from "~/services/media";
import type { AppServices } from "~/services/platform";
import { createTestUser } from "../../support/factories";
import { heicHeader, makeImage, makePixelBomb, makeRotatedPhoto, streamOf } from "../../support/image-files";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";

describe("the upload pipeline", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let admin: Actor;
  let reader: Actor;
  const actor = (userId: string, username: string, userType: SessionUser["userType"]): Actor => ({
    ...SYSTEM_ACTOR,
    user: { sessionId: "s", userId, username, email: null, userType },
  });
  const upload = (bytes: Buffer | string, fileName = "picture.png", who = admin) =>
    uploadImage(services, who, { body: streamOf(bytes), fileName, alt: "A test picture" });
  const refusal = async (bytes: Buffer | string, fileName: string) => {
    const error = await upload(bytes, fileName).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaRefusedError);
    return (error as MediaRefusedError).message;
  };
  const leftoverTempFiles = async () => readdir(await uploadWorkDir(services.config));

  beforeAll(async () => {
    services = createTestServices(database());
    admin = actor(await createTestUser(db(), { username: "media_admin", userType: "admin" }), "media_admin", "admin");
    reader = actor(await createTestUser(db(), { username: "media_reader", userType: "user" }), "media_reader", "user");
  });

  it("accepts a PNG named .txt as a PNG: the bytes decide, not the name", async () => {
    const { item, reused } = await upload(await makeImage(640, 400, "png"), "notes.txt");
    expect(reused).toBe(false);
    expect(item).toMatchObject({ mimeType: "image/png", width: 640, height: 400, originalName: "notes.txt", alt: "A test picture" });
    expect(await mediaStorage(services.config).stat(mediaKeys.original(item.hash, "png"))).not.toBeNull();
  });

  it("makes WebP variants at 480 and 960 and the image's own width, never enlarged", async () => {
    const { item } = await upload(await makeImage(1200, 800, "jpeg"), "wide.jpg");
    const storage = mediaStorage(services.config);
    expect(item.url).toBe(`/media/${item.hash}/1200.webp`);
    for (const width of [480, 960, 1200]) {
      const body = await storage.get(mediaKeys.variant(item.hash, width, "webp"));
      const chunks: Buffer[] = [];
      for await (const chunk of body!) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width, height: Math.round((width * 800) / 1200) });
    }
    expect(await storage.stat(mediaKeys.variant(item.hash, 1600, "webp"))).toBeNull();
  });

  it("caps the largest variant at 1600 px for a big photo", async () => {
    const { item } = await upload(await makeImage(2400, 1600, "webp"), "big.webp");
    expect(item.url).toBe(`/media/${item.hash}/1600.webp`);
    const keys = (await mediaStorage(services.config).list(mediaKeys.folder(item.hash))).map((object) => object.key.split("/").pop());
    expect(keys).toEqual(["1600.webp", "480.webp", "960.webp", "original.webp"]);
  });

  it("applies the orientation and strips the metadata of a phone photo", async () => {
    const { item } = await upload(await makeRotatedPhoto(800, 600), "phone.jpg");
    // Stored sideways 800x600 with orientation 6: shown 600 wide and 800 high.
    expect({ width: item.width, height: item.height }).toEqual({ width: 600, height: 800 });
    const body = await mediaStorage(services.config).get(mediaKeys.variant(item.hash, 600, "webp"));
    const chunks: Buffer[] = [];
    for await (const chunk of body!) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      width: 600,
      height: 800,
      exif: undefined,
      orientation: undefined,
    });
  });

  it("stores the same picture once, however often it is uploaded", async () => {
    const bytes = await makeImage(500, 300, "gif");
    const first = await upload(bytes, "first.gif");
    const second = await upload(bytes, "second-name.gif");
    expect(second.reused).toBe(true);
    expect(second.item.id).toBe(first.item.id);
    expect(await db().select().from(media).where(eq(media.hash, first.item.hash))).toHaveLength(1);
  });

  it("accepts AVIF uploads and makes AVIF variants after the answer", async () => {
    const uploaded = await upload(await makeImage(700, 500, "avif"), "photo.avif");
    expect(uploaded.item).toMatchObject({ mimeType: "image/avif", avifStatus: "pending" });
    await uploaded.avif;
    const [row] = await db().select().from(media).where(eq(media.id, uploaded.item.id));
    expect(row!.avifStatus).toBe("ready");
    const variant = await mediaStorage(services.config).stat(mediaKeys.variant(uploaded.item.hash, 700, "avif"));
    expect(variant!.size).toBeGreaterThan(0);
  });

  it("leaves AVIF an interrupted upload did not make to the job", async () => {
    const { item, avif } = await upload(await makeImage(300, 200, "png", { noise: true }), "noise.png");
    await avif;
    // As if the process had stopped before the AVIF step: pending again, files gone.
    await database()
      .db.update(media)
      .set({ avifStatus: "pending", createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(media.id, item.id));
    await mediaStorage(services.config).delete(mediaKeys.variant(item.hash, 300, "avif"));
    await mediaAvifJob.run(services, { now: new Date(), slot: new Date(), signal: new AbortController().signal });
    const [row] = await db().select().from(media).where(eq(media.id, item.id));
    expect(row!.avifStatus).toBe("ready");
    expect(await mediaStorage(services.config).stat(mediaKeys.variant(item.hash, 300, "avif"))).not.toBeNull();
  });

  it("records every upload in the audit log", async () => {
    const rows = await db().select().from(auditEvents).where(eq(auditEvents.action, "media_uploaded"));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((row) => row.actorLabel === "media_admin" && row.targetType === "media")).toBe(true);
  });

  it("refuses an HTML file renamed .jpg", async () => {
    expect(await refusal("<!doctype html><html><body><script>alert(1)</script></body></html>", "photo.jpg")).toBe(MEDIA_MESSAGES.notAnImage);
  });

  it("refuses SVG, which can carry scripts", async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;
    expect(await refusal(svg, "logo.png")).toBe(MEDIA_MESSAGES.svg);
  });

  it("refuses HEIC with its own message", async () => {
    expect(await refusal(heicHeader(), "IMG_0001.HEIC")).toBe(MEDIA_MESSAGES.heic);
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await makeImage(800, 600, "jpeg", { noise: true });
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "cut.jpg")).toBe(MEDIA_MESSAGES.damaged);
  });

  it("refuses a decompression bomb before decoding it", async () => {
    expect(await refusal(await makePixelBomb(), "bomb.png")).toBe(MEDIA_MESSAGES.tooManyPixels);
  });

  it("refuses an empty body and plain text", async () => {
    expect(await refusal("", "empty.png")).toBe(MEDIA_MESSAGES.notAnImage);
    expect(await refusal("just some words", "words.gif")).toBe(MEDIA_MESSAGES.notAnImage);
  });

  it("stops reading at 5 MiB + 1 byte and leaves no temporary file", async () => {
    const tooBig = Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff);
    expect(await refusal(tooBig, "huge.jpg")).toBe(MEDIA_MESSAGES.tooLarge);
    expect(await leftoverTempFiles()).toEqual([]);
  });

  it("leaves no temporary file after any refusal or success", async () => {
    expect(await leftoverTempFiles()).toEqual([]);
  });

  it("refuses uploads from a read-only account before reading the file", async () => {
    await expect(upload(await makeImage(10, 10), "x.png", reader)).rejects.toBeInstanceOf(NotPermittedError);
    expect(path.basename(await uploadWorkDir(services.config))).toBe("uploads");
  });
});
