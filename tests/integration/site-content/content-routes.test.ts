import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "~/services/auth";
import { setReviewedContentTypes } from "~/services/publishing";
import { HERO_ART } from "~/content/artwork";
import { BUILT_IN_FIGURES_YEARS, hsaFiguresContent } from "~/content/hsa-figures";
import { contentDocuments as declaredDocuments } from "~/services/site-content";
import { contentAutosaves, contentDocuments, contentRevisions } from "~/db/schema";
import { image } from "~/lib/site-content/fields";
import { CONTENT_TOASTS, type ContentActionResult } from "~/routes/admin/content/content-admin-text";
import { refusedImages } from "~/routes/admin/content/content-images.server";
import * as autosaveRoute from "~/routes/admin/+shared/autosave";
import * as editorRoute from "~/routes/admin/content/editor/route";
import * as historyRoute from "~/routes/admin/content/history";
import * as listRoute from "~/routes/admin/content/list";
import { contentEditPath } from "~/routes/admin/content/content-paths";
import { HONEYPOT_FIELD } from "~/lib/security/honeypot";
import { BROWSER_ZONE_FIELD, formatMomentIn } from "~/lib/core/moment-in-zone";
import type { AppServices } from "~/services/platform";
import { formRequest, getRequest, sessionCookieFor } from "../../support/admin-fixtures";
import { createTestUser } from "../../support/factories";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestContext, createTestServices } from "../../support/test-services";

const SITE = "http://localhost:3000";
const ID = hsaFiguresContent.id;
const EDIT_URL = `${SITE}${contentEditPath(ID)}`;
const YEAR_2028 = {
  year: 2028,
  effectiveDate: "2028-01-01",
  contributionLimit: { selfOnly: 4_600, family: 9_200 },
  catchUp: 1_000,
  minimumDeductible: { selfOnly: 1_800, family: 3_600 },
  maximumOutOfPocket: { selfOnly: 8_900, family: 17_800 },
  sourceTitle: "Rev. Proc. 2027-99",
  sourceUrl: "https://www.irs.gov/pub/irs-drop/rp-27-99.pdf",
};
const figures = (last: Record<string, unknown> = YEAR_2028) => ({ years: [...BUILT_IN_FIGURES_YEARS, last] });

type Outcome = { status: number; result: ContentActionResult | null; thrown: Response | null };

/** An action's answer: its status and body, or the Response it threw (a redirect, a 403, a 404). */
async function outcomeOf(promise: Promise<unknown>): Promise<Outcome> {
  try {
    const value = (await promise) as { data?: unknown; init?: { status?: number } } | Response;
    if (value instanceof Response) return { status: value.status, result: (await value.json()) as ContentActionResult, thrown: null };
    return { status: value.init?.status ?? 200, result: value.data as ContentActionResult, thrown: null };
  } catch (thrown) {
    if (!(thrown instanceof Response) && !(thrown && typeof thrown === "object" && "init" in thrown)) throw thrown;
    if (thrown instanceof Response) return { status: thrown.status, result: null, thrown };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, result: null, thrown: null };
  }
}

describe("the Site Content tab's routes", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  const cookies = { admin: "", moderator: "", user: "" };
  const context = () => createTestContext(services);
  const edit = (fields: Record<string, string>, cookie = cookies.moderator, documentId: string = ID) =>
    outcomeOf(editorRoute.action({ request: formRequest(EDIT_URL, fields, cookie), context: context(), params: { documentId } } as never));
  const save = (data: unknown, version: number, intent = "draft", extra: Record<string, string> = {}) =>
    edit({ intent, version: String(version), data: typeof data === "string" ? data : JSON.stringify(data), ...extra });
  const load = async (cookie: string, documentId: string = ID) =>
    editorRoute.loader({ request: getRequest(EDIT_URL, cookie), context: context(), params: { documentId } } as never);

  beforeAll(async () => {
    services = createTestServices(database());
    for (const role of ["admin", "moderator", "user"] as const)
      cookies[role] = await sessionCookieFor(services, await createTestUser(db(), { username: `content_${role}`, userType: role }));
    // The editor's routes without the four-eyes rule on figures (tests/integration/publishing covers it).
    await setReviewedContentTypes(db(), SYSTEM_ACTOR, []);
  });

  beforeEach(async () => {
    await db().delete(contentDocuments);
    await db().delete(contentRevisions);
    await db().delete(contentAutosaves);
  });

  it("lists the documents for every account, and only content:manage may change them", async () => {
    const asUser = await listRoute.loader({
      request: getRequest(`${SITE}/svcs/admin-dashboard/content`, cookies.user),
      context: context(),
      params: {},
    } as never);
    expect(asUser.canManage).toBe(false);
    // Every declared document, each still at its built-in content.
    expect(asUser.documents.map((document) => [document.id, document.builtIn])).toEqual(declaredDocuments().map((document) => [document.id, true]));
    const asModerator = await listRoute.loader({
      request: getRequest(`${SITE}/svcs/admin-dashboard/content`, cookies.moderator),
      context: context(),
      params: {},
    } as never);
    expect(asModerator.canManage).toBe(true);
    const signedOut = await outcomeOf(
      listRoute.loader({ request: getRequest(`${SITE}/svcs/admin-dashboard/content`), context: context(), params: {} } as never),
    );
    expect(signedOut.thrown?.headers.get("location")).toBe("/svcs/team");
  });

  it("gives the editor the fields as plain data, the stored state, and 404 for an unknown document", async () => {
    const loaded = await load(cookies.moderator);
    expect(JSON.parse(JSON.stringify(loaded.fields))).toEqual(JSON.parse(JSON.stringify(hsaFiguresContent.fields)));
    expect(loaded.fields.years).toMatchObject({ kind: "list", max: 60, min: 1, itemLabel: "year" });
    expect(loaded).toMatchObject({ canManage: true, autosave: null, atBuiltIn: true, content: { version: 0, builtIn: true } });
    expect(loaded.document).toMatchObject({ id: ID, label: "HSA and HDHP figures", reviewEveryDays: null });
    expect((await load(cookies.user)).canManage).toBe(false);
    for (const forged of ["service/nope", "../hsa-figures", ""]) {
      const missing = await outcomeOf(load(cookies.moderator, forged));
      expect(missing.status).toBe(404);
    }
  });

  it("saves a draft and publishes it, answering the new version each time", async () => {
    const draft = await save(figures(), 0);
    expect(draft).toMatchObject({ status: 200, result: { ok: true, intent: "draft", version: 1, toast: CONTENT_TOASTS.draftSaved } });
    const published = await save(figures(), 1, "publish");
    expect(published).toMatchObject({ status: 200, result: { ok: true, version: 2, toast: CONTENT_TOASTS.published } });
    const [row] = await db().select().from(contentDocuments).where(eq(contentDocuments.id, ID));
    expect(row).toMatchObject({ version: 2, draft: null, publishedBy: "content_moderator" });
  });

  it("refuses a 'user' account with 403 before reading the form, while a moderator may write", async () => {
    expect((await save(figures(), 0, "draft")).status).toBe(200);
    const asUser = await edit({ intent: "draft", version: "1", data: JSON.stringify(figures()) }, cookies.user);
    expect(asUser.status).toBe(403);
    const autosave = await outcomeOf(
      autosaveRoute.action({
        request: formRequest(`${SITE}/svcs/admin-dashboard/autosave?kind=content`, { id: ID, baseVersion: "0", data: "{}" }, cookies.user),
        context: context(),
        params: {},
      } as never),
    );
    expect(autosave.status).toBe(403);
    const restore = await outcomeOf(
      historyRoute.action({
        request: formRequest(EDIT_URL, { revisionId: "x", version: "1" }, cookies.user),
        context: context(),
        params: { documentId: ID },
      } as never),
    );
    expect(restore.status).toBe(403);
  });

  it("answers every bad input with its message at the field, never a 5xx", async () => {
    const notJson = await save("{years: [", 0);
    expect(notJson).toMatchObject({ status: 400, result: { ok: false, fieldErrors: { form: "The form could not be read. Reload the page and try again." } } });
    expect((await save("[1,2]", 0)).status).toBe(400);
    expect((await save("null", 0)).status).toBe(400);

    const forgedId = await edit({ intent: "draft", version: "0", data: JSON.stringify(figures()) }, cookies.moderator, "service/forged");
    expect(forgedId).toMatchObject({ status: 404, result: { ok: false, toast: { description: "This content no longer exists. Reload the page." } } });

    for (const version of ["", "abc", "-1", "1.5", "99999999999"]) {
      expect(await save(figures(), 0, "draft", { version })).toMatchObject({ status: 400, result: { toast: CONTENT_TOASTS.staleForm } });
    }
    expect((await edit({ intent: "erase", version: "0" })).status).toBe(400);

    const past = await save(figures(), 0, "schedule", { publishAt: "2020-01-01T00:00:00.000Z" });
    expect(past).toMatchObject({ status: 400, result: { fieldErrors: { publishAt: "Choose a time in the future" } } });
    const noTime = await save(figures(), 0, "schedule", { publishAt: "soon" });
    expect(noTime).toMatchObject({ status: 400, result: { fieldErrors: { publishAt: "Choose the date and time to publish at" } } });

    const bad = await save(
      figures({
        ...YEAR_2028,
        sourceTitle: "R".repeat(500),
        contributionLimit: { selfOnly: -4600, family: "92OO" },
        catchUp: "one thousand",
        sourceUrl: "javascript:alert(1)",
      }),
      0,
    );
    expect(bad.status).toBe(400);
    expect(bad.result?.fieldErrors).toEqual({
      "years.7.sourceTitle": "Source can be at most 120 characters",
      "years.7.contributionLimit.selfOnly": "Self-only coverage cannot be negative",
      "years.7.contributionLimit.family": "Family coverage must be an amount in dollars, like 4400",
      "years.7.catchUp": "Catch-up contribution, age 55 or older must be an amount in dollars, like 4400",
      "years.7.sourceUrl": "Source address must be an https:// address or a site path starting with /",
    });
    expect(bad.result?.toast.title).toBe("Not saved");

    const http = await save(figures({ ...YEAR_2028, sourceUrl: "http://www.irs.gov/x" }), 0);
    expect(http.result?.fieldErrors).toEqual({ "years.7.sourceUrl": "Source address must be an https:// address or a site path starting with /" });
    const sitePath = await save(figures({ ...YEAR_2028, sourceUrl: "/resources/contribution-limits" }), 0);
    expect(sitePath.status).toBe(200);

    const tooMany = { years: Array.from({ length: 61 }, (_, index) => ({ ...YEAR_2028, year: 2030 + index, effectiveDate: `${2030 + index}-01-01` })) };
    expect((await save(tooMany, 1)).result?.fieldErrors).toEqual({ years: "Tax years can have at most 60 entries" });
    expect((await save({ years: [] }, 1)).result?.fieldErrors).toEqual({ years: "Tax years needs at least 1 tax year" });
    const unknownKey = await save({ ...figures(), admin: true }, 1);
    expect(unknownKey.status).toBe(400);

    const honeypot = await edit({ intent: "draft", version: "1", data: JSON.stringify(figures()), [HONEYPOT_FIELD]: "http://spam.example" });
    expect(honeypot.status).toBe(400);
    expect((await db().select().from(contentRevisions)).length).toBe(1);
  });

  it("answers a save over a newer version with 409 and the other person's version, to show beside the form", async () => {
    await save(figures(), 0, "draft");
    const conflict = await save({ years: BUILT_IN_FIGURES_YEARS }, 0, "publish");
    expect(conflict.status).toBe(409);
    expect(conflict.result).toMatchObject({
      ok: false,
      toast: CONTENT_TOASTS.conflict,
      conflict: { version: 1, savedBy: "content_moderator", data: figures() },
    });
    // Keep mine: the same content again, based on their version.
    expect((await save({ years: BUILT_IN_FIGURES_YEARS }, 1, "publish")).status).toBe(200);
  });

  it("schedules, unschedules, discards, marks reviewed and resets", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    // The toast names the time in the browser's zone it was entered in, as the post editor's does (one formatter).
    const scheduled = await save(figures(), 0, "schedule", { publishAt: at, [BROWSER_ZONE_FIELD]: "America/New_York" });
    expect(scheduled.result).toMatchObject({
      ok: true,
      version: 1,
      toast: CONTENT_TOASTS.scheduled(formatMomentIn(new Date(at), "America/New_York")),
    });
    expect(scheduled.result!.toast.description).toMatch(/ E[SD]T\b/);
    expect((await edit({ intent: "unschedule", version: "1" })).result).toMatchObject({ ok: true, version: 2, toast: CONTENT_TOASTS.unscheduled });
    expect((await edit({ intent: "discard", version: "2" })).result).toMatchObject({ ok: true, version: 3, toast: CONTENT_TOASTS.discarded });
    expect((await edit({ intent: "unschedule", version: "3" })).result).toMatchObject({
      ok: false,
      fieldErrors: { publishAt: "There is no draft to schedule: save your changes first." },
    });
    expect((await edit({ intent: "reviewed", version: "3" })).result).toMatchObject({ ok: true, version: 3, toast: CONTENT_TOASTS.reviewed });
    expect((await edit({ intent: "reset", version: "2" })).status).toBe(409);
    expect((await load(cookies.admin)).atBuiltIn).toBe(true);
    await save(figures(), 3, "draft");
    expect((await load(cookies.admin)).atBuiltIn).toBe(false);
    expect((await edit({ intent: "reset", version: "4" }, cookies.admin)).result).toMatchObject({ ok: true, version: 5, toast: CONTENT_TOASTS.reset });
    expect((await load(cookies.admin)).atBuiltIn).toBe(true);
  });

  it("shows the history with readable changes and restores a revision", async () => {
    await save(figures(), 0, "publish");
    await save({ years: BUILT_IN_FIGURES_YEARS }, 1, "publish");
    const history = await historyRoute.loader({ request: getRequest(EDIT_URL, cookies.user), context: context(), params: { documentId: ID } } as never);
    expect(history.version).toBe(2);
    expect(history.canManage).toBe(false);
    expect(history.revisions.map((revision) => revision.kind)).toEqual(["published", "published"]);
    expect(history.revisions[0]!.changes.map((change) => [change.label, change.before, change.after])).toContainEqual([
      "Tax years › 2028 › Tax year",
      "2028",
      null,
    ]);
    const restore = (fields: Record<string, string>) =>
      outcomeOf(historyRoute.action({ request: formRequest(EDIT_URL, fields, cookies.moderator), context: context(), params: { documentId: ID } } as never));
    expect((await restore({ revisionId: "not-a-uuid", version: "2" })).status).toBe(404);
    expect((await restore({ revisionId: "00000000-0000-4000-8000-000000000000", version: "2" })).status).toBe(404);
    expect((await restore({ revisionId: history.revisions[1]!.id, version: "1" })).result).toMatchObject({ ok: false, toast: CONTENT_TOASTS.restoreConflict });
    expect((await restore({ revisionId: history.revisions[1]!.id, version: "x" })).result).toMatchObject({ toast: CONTENT_TOASTS.staleForm });
    expect((await restore({ revisionId: history.revisions[1]!.id, version: "2" })).result).toMatchObject({
      ok: true,
      version: 3,
      toast: CONTENT_TOASTS.restored,
    });
    const [row] = await db().select().from(contentDocuments).where(eq(contentDocuments.id, ID));
    expect(row?.published).toEqual(figures());
  });

  it("keeps and forgets the editor's unsaved work, offered back when the editor opens", async () => {
    const autosave = (fields: Record<string, string>, cookie = cookies.moderator) =>
      autosaveRoute.action({
        request: formRequest(`${SITE}/svcs/admin-dashboard/autosave?kind=content`, fields, cookie),
        context: context(),
        params: {},
      } as never);
    const kept = await autosave({ intent: "save", id: ID, baseVersion: "0", data: JSON.stringify(figures()) });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { savedAt: string }).savedAt).toMatch(/^\d{4}-/);
    expect((await load(cookies.moderator)).autosave).toMatchObject({ baseVersion: 0, data: figures() });
    expect((await autosave({ intent: "save", id: ID, baseVersion: "0", data: "{oops" })).status).toBe(400);
    expect((await autosave({ intent: "save", id: ID, baseVersion: "zero", data: "{}" })).status).toBe(400);
    expect((await autosave({ intent: "save", id: "team/forged", baseVersion: "0", data: "{}" })).status).toBe(404);
    expect((await autosave({ intent: "discard", id: ID })).status).toBe(200);
    expect((await load(cookies.moderator)).autosave).toBeNull();
  });

  it("accepts in an image field only the site's own artwork or a media library image", async () => {
    const fields = { photo: image("Photo").spec };
    expect(await refusedImages(db(), fields, { photo: HERO_ART.chsa.src })).toEqual({});
    expect(await refusedImages(db(), fields, { photo: `/media/${"a".repeat(64)}/960.webp` })).toEqual({ photo: "Choose one of the images shown" });
    expect(await refusedImages(db(), fields, { photo: "" })).toEqual({});
  });
});
