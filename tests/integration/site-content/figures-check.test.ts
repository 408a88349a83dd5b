import { describe, expect, it } from "vitest";
import { BUILT_IN_FIGURES_YEARS, hsaFiguresContent } from "~/content/hsa-figures";
import { eq } from "drizzle-orm";
import { auditEvents, figuresCheckConfirmations, newsItems, posts } from "~/db/schema";
import type { UserType } from "~/lib/users/user-types";
import type { Actor } from "~/services/auth";
import { attentionFor } from "~/routes/admin/dashboard/attention.server";
import type { AdminUser } from "~/routes/admin/guard.server";
import { SYSTEM_ACTOR } from "~/services/auth";
import { seedDefaultPosts } from "~/services/blog";
import { confirmFiguresWarning, contentHealth, publishedFiguresCheck, saveContent } from "~/services/site-content";
import { warningKey } from "~/lib/hsa/figures-check";
import { createTestServices } from "../../support/test-services";
import { createTestPost, createTestUser, insertRawPost } from "../../support/factories";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const NOW = new Date("2026-11-27T15:00:00Z");
/** The compliance post's paragraph as the specification wrote it: 2023's limits under 2024. */
const SPEC_PARAGRAPH =
  "<p>Health savings accounts matter.</p><h2>2024 contribution limits</h2><p>For 2024, the limits are <strong>$3,850 for individual (self-only) coverage</strong> and <strong>$7,750 for family coverage</strong>.</p>";

describe(`the figures check on published texts (${testDriver})`, () => {
  const database = useTestDatabase({ perTest: true });
  const db = () => database().db;
  const figureItems = async () => (await contentHealth(db(), NOW)).filter((item) => item.kind === "figures-check");

  it("finds nothing in the built-in posts, which state 2024's figures", async () => {
    await seedDefaultPosts(db());
    expect(await figureItems()).toEqual([]);
  });

  it("lists a published post stating the wrong year's limit on the content-health list, with each difference and its source", async () => {
    const wrong = await createTestPost(db(), { title: "HSA limits for 2024", content: SPEC_PARAGRAPH });
    await createTestPost(db(), { title: "Right figures", content: "<p>For 2024 the HSA limits are $4,150 (self-only) and $8,300 (family).</p>" });
    await insertRawPost(db(), { slug: "a-draft", title: "A draft", content: SPEC_PARAGRAPH, status: "draft" });
    expect(await figureItems()).toEqual([
      {
        kind: "figures-check",
        documentId: hsaFiguresContent.id,
        postId: wrong.id,
        title: "Post “HSA limits for 2024” states HSA figures that differ from the published figures",
        detail:
          "$3,850 was the 2023 self-only limit; 2024's was $4,150 — Rev. Proc. 2023-23. $7,750 was the 2023 family limit; 2024's was $8,300 — Rev. Proc. 2023-23",
      },
    ]);
  });

  it("flags the compliance post of a database seeded before the correction: seeding never rewrites stored posts", async () => {
    await seedDefaultPosts(db());
    // A database seeded by an earlier version holds the specification's text.
    const [old] = await db().update(posts).set({ content: SPEC_PARAGRAPH }).where(eq(posts.legacyId, "hsa-compliance-2024")).returning({ id: posts.id });
    expect(await seedDefaultPosts(db())).toBe(0);
    const [finding] = await publishedFiguresCheck(db(), "2026-11-27");
    expect(finding).toMatchObject({ postId: old!.id, name: "Navigating HSA Compliance in 2024" });
    expect(finding!.warnings.map((warning) => warning.stated)).toEqual([3850, 7750]);
  });

  const actorOf = (userId: string, username: string, userType: UserType): Actor => ({
    user: { sessionId: "s", userId, username, email: null, userType },
    ipAddress: "192.0.2.1",
    userAgent: "test",
    requestId: null,
  });

  it("links a post's Home entry to the post, and hides a warning a person marked right, recorded and audited", async () => {
    const post = await createTestPost(db(), {
      title: "Limits then and now",
      content: "<p>The 2026 HSA self-only limit is $4,300. The 2026 HSA family limit is $8,550.</p>",
    });
    const userId = await createTestUser(db(), { username: "editor", userType: "moderator" });
    const editor = actorOf(userId, "editor", "moderator");
    const services = createTestServices(database());
    const home = async () =>
      (
        await attentionFor(
          { ...services, log: services.logger },
          { ...editor.user!, twoFactor: { enabled: false, required: false }, actor: editor } as AdminUser,
          NOW,
        )
      ).filter((item) => item.id.startsWith("figures-check"));
    expect((await home()).map((item) => item.action)).toEqual([{ label: "Open the post", href: `/svcs/admin-dashboard/posts/${post.id}/edit` }]);

    const [finding] = await publishedFiguresCheck(db(), "2026-11-27");
    const [first, second] = finding!.warnings;
    const readerId = await createTestUser(db(), { username: "reader", userType: "user" });
    const confirmation = { subjectType: "post" as const, subjectId: post.id, warningKey: warningKey(first!), message: first!.message };
    await expect(confirmFiguresWarning(db(), actorOf(readerId, "reader", "user"), confirmation)).rejects.toMatchObject({ status: 403 });
    await confirmFiguresWarning(db(), editor, confirmation);
    await confirmFiguresWarning(db(), editor, confirmation);

    expect((await publishedFiguresCheck(db(), "2026-11-27"))[0]!.warnings.map((warning) => warning.message)).toEqual([second!.message]);
    expect(await db().select().from(figuresCheckConfirmations)).toMatchObject([{ subjectId: post.id, confirmedBy: userId, message: first!.message }]);
    const audited = await db().select().from(auditEvents).where(eq(auditEvents.action, "figures_warning_confirmed"));
    expect(audited).toMatchObject([{ targetId: post.id }]);

    await confirmFiguresWarning(db(), editor, { ...confirmation, warningKey: warningKey(second!), message: second!.message });
    expect(await figureItems()).toEqual([]);
  });

  it("lists a built-in post whose fact has changed since a site was seeded, until staff edit it, linking the source", async () => {
    await seedDefaultPosts(db());
    const changed = async () => (await contentHealth(db(), NOW)).filter((item) => item.kind === "built-in-fact-changed");
    // The built-in text itself is current, with a dated update note and its source.
    const [fresh] = await db().select().from(posts).where(eq(posts.legacyId, "telehealth-hsa-trends"));
    expect(fresh!.content).not.toContain("depends on Congress");
    expect(fresh!.content).toMatch(/Updated December 6, 2026:.*Public Law 119-21.*n-26-05\.pdf/);
    expect(await changed()).toEqual([]);
    // A site seeded before the change holds the old sentence.
    const old = fresh!.content.replace(/Since July 4, 2025[^<]*/, "whether that relief continues depends on Congress.");
    await db().update(posts).set({ content: old }).where(eq(posts.id, fresh!.id));
    expect(await changed()).toEqual([
      expect.objectContaining({
        postId: fresh!.id,
        title: "Post “Telehealth and HSAs: What the Trend Means for You” states something that changed on 2025-07-04",
        reference: { label: "IRS Notice 2026-5", href: "https://www.irs.gov/pub/irs-drop/n-26-05.pdf" },
      }),
    ]);
  });

  it("reads newsletters' news items too", async () => {
    const newsletter = await createTestPost(db(), { title: "Weekly HSA news", content: "<p>This week in HSAs.</p>" });
    await db().insert(newsItems).values({ postId: newsletter.id, position: 0, headline: "Limits", content: "<p>The 2026 HSA family limit is $8,550.</p>" });
    expect((await figureItems()).map((item) => [item.postId, item.detail])).toEqual([
      [newsletter.id, "$8,550 was the 2025 family limit; 2026's is $8,750 — Rev. Proc. 2025-19"],
    ]);
  });

  it("checks the texts of published site content documents against the published figures", async () => {
    const years = BUILT_IN_FIGURES_YEARS.map((year) =>
      year.year === 2026 ? { ...year, sourceTitle: "Rev. Proc. 2025-19: the 2026 HSA family limit is $8,550" } : year,
    );
    await saveContent(db(), SYSTEM_ACTOR, { id: hsaFiguresContent.id, expectedVersion: 0, data: { years }, intent: { kind: "publish" } }, NOW);
    expect(await figureItems()).toEqual([
      expect.objectContaining({
        documentId: hsaFiguresContent.id,
        title: "HSA and HDHP figures states HSA figures that differ from the published figures",
        detail: "$8,550 was the 2025 family limit; 2026's is $8,750 — Rev. Proc. 2025-19: the 2026 HSA family limit is $8,550",
      }),
    ]);
  });
});
