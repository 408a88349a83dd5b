import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teamContent } from "~/content/team";
import { contentDocuments, contentRevisions } from "~/db/schema";
import { documentId } from "~/lib/site-content/content-type";
import type { UserType } from "~/lib/users/user-types";
import type { Actor } from "~/services/auth";
import { updatePost } from "~/services/blog";
import { deleteMedia, listMedia, MediaInUseError, MediaMissingError, restoreMedia } from "~/services/media";
import { publishDueContent, restoreContentRevision, saveContent } from "~/services/site-content";
import { createTestPost, createTestUser, insertTestMedia } from "../../support/factories";
import { createTestServices } from "../../support/test-services";
import { useTestDatabase } from "../../support/use-test-database";

const TEAM = documentId(teamContent, teamContent.documents[0]!.key);
const photo = (hash: string) => `/media/${hash}/640.webp`;

describe("an image used by site content", () => {
  const database = useTestDatabase({ perTest: true });
  const db = () => database().db;

  async function staff(userType: UserType = "admin"): Promise<Actor> {
    const userId = await createTestUser(db(), { username: `staff_${userType}`, userType });
    return { user: { sessionId: "s", userId, username: `staff_${userType}`, email: null, userType }, ipAddress: "192.0.2.1", userAgent: null, requestId: null };
  }

  const teamWith = (image: string) => {
    const team = structuredClone(teamContent.documents[0]!.defaults) as { members: { image: string }[] };
    team.members[0]!.image = image;
    return team;
  };
  const versionOf = async () =>
    (await db().select({ version: contentDocuments.version }).from(contentDocuments).where(eq(contentDocuments.id, TEAM)))[0]?.version ?? 0;

  it("counts as used whether the team page publishes it, drafts it or schedules it, and cannot be trashed", async () => {
    const admin = await staff();
    const services = createTestServices(database());
    for (const [index, intent] of (
      [{ kind: "publish" }, { kind: "draft" }, { kind: "schedule", publishAt: new Date(Date.now() + 86_400_000) }] as const
    ).entries()) {
      const hash = String(index + 1).repeat(64);
      const mediaId = await insertTestMedia(db(), hash, `photo-${index}.png`);
      await saveContent(db(), admin, { id: TEAM, expectedVersion: await versionOf(), data: teamWith(photo(hash)), intent });
      const row = (await listMedia(db(), admin.user!)).find((item) => item.id === mediaId)!;
      expect(row.usedBy, intent.kind).toEqual([{ id: TEAM, title: "Site Content: Team", kind: "content" }]);
      await expect(deleteMedia(services, admin, mediaId), intent.kind).rejects.toBeInstanceOf(MediaInUseError);
    }
  });

  it("never brings a trashed image back: not by a save, a restore of an earlier version, a scheduled publish or a post's save", async () => {
    const admin = await staff();
    const services = createTestServices(database());
    const hash = "c".repeat(64);
    const mediaId = await insertTestMedia(db(), hash);
    await saveContent(db(), admin, { id: TEAM, expectedVersion: 0, data: teamWith(photo(hash)), intent: { kind: "publish" } });
    const [withPhoto] = await db().select({ id: contentRevisions.id }).from(contentRevisions).where(eq(contentRevisions.documentId, TEAM));
    // The photo is replaced and scheduled again on a draft; then the photo goes to the trash.
    await saveContent(db(), admin, { id: TEAM, expectedVersion: 1, data: teamWith(""), intent: { kind: "publish" } });
    const post = await createTestPost(db(), { title: "Team news", content: "<p>Our team.</p>" });
    await deleteMedia(services, admin, mediaId);

    await expect(saveContent(db(), admin, { id: TEAM, expectedVersion: 2, data: teamWith(photo(hash)), intent: { kind: "publish" } })).rejects.toBeInstanceOf(
      MediaMissingError,
    );
    await expect(restoreContentRevision(db(), admin, { id: TEAM, revisionId: withPhoto!.id, expectedVersion: 2 })).rejects.toBeInstanceOf(MediaMissingError);
    await expect(
      updatePost(db(), post.id, { title: "Team news", content: `<p>Our team.</p><img src="${photo(hash)}" alt="Team">`, category: "News" }),
    ).rejects.toBeInstanceOf(MediaMissingError);

    // A draft scheduled while the image was there, published after it went: refused, with the reason kept for staff.
    await restoreMedia(db(), admin, mediaId);
    const publishAt = new Date(Date.now() + 60_000);
    await saveContent(db(), admin, { id: TEAM, expectedVersion: 2, data: teamWith(photo(hash)), intent: { kind: "schedule", publishAt } });
    await db().execute(`update media set deleted_at = now() where hash = '${hash}'`);
    const outcome = await publishDueContent(db(), new Date(publishAt.getTime() + 1000));
    expect(outcome.failed).toEqual([TEAM]);
    const [row] = await db().select().from(contentDocuments).where(eq(contentDocuments.id, TEAM));
    expect(row!.publishError).toContain("no longer in the media library");
    expect(JSON.stringify(row!.published)).not.toContain(hash);
  });
});
