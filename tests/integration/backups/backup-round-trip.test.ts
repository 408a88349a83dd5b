import { inArray, sql } from "drizzle-orm";
import { appState } from "~/db/schema/index";
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACTOR } from "~/services/auth";
import { createBackup, previewRestore, restoreBackup } from "~/services/backups";
import { backedUpTables } from "~/services/backups/table-catalog.server";
import type { AppServices } from "~/services/platform";
import { SEARCH_SYNONYMS_VERSION_KEY, SITE_CONTENT_VERSION_KEY } from "~/services/publishing/site-content-version.server";
import { everyRowAsText, fillEveryTable, paintWithHostileText, type PaintReport } from "../../support/every-table-rows";
import { seedSite } from "../../support/backup-fixtures";
import { testDriver } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { createTestServices } from "../../support/test-services";

/**
 * A backup gives back exactly what was saved: every row of every table, holding the hardest text
 * the database accepts, reads the same after a restore as before the backup.
 */
describe(`a backup restores byte for byte (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let services: AppServices;
  let report: PaintReport;
  let before: Record<string, string[]>;
  let filename: string;

  beforeAll(async () => {
    services = createTestServices(database(), { BACKUP_DAILY_AT: "off" });
    await seedSite(services);
    await fillEveryTable(db());
    report = await paintWithHostileText(db());
    before = await everyRowAsText(db());
    const backup = await createBackup(services, { trigger: "cli", actor: SYSTEM_ACTOR });
    expect(backup.status, backup.error ?? "").toBe("completed");
    filename = backup.filename;
  }, 120_000);

  it("fills every table the backup carries, with hostile text in every column that holds text", async () => {
    const tables = await backedUpTables(db());
    for (const table of tables) expect(before[table.name]!.length, table.name).toBeGreaterThan(0);
    const rowsWith = (text: string) =>
      Object.values(before)
        .flat()
        .filter((row) => row.includes(text)).length;
    // Twelve rows with a separator made every later backup unrestorable; far more are here.
    expect(rowsWith("\u2028")).toBeGreaterThan(12);
    expect(rowsWith("\u2029")).toBeGreaterThan(12);
    expect(rowsWith("😀")).toBeGreaterThan(0);
    expect(rowsWith("\ufffd")).toBeGreaterThan(0);
    expect(report.painted).toBeGreaterThan(200);
  });

  it("finds that PostgreSQL refuses NUL in text and jsonb, the only text types the schema has", () => {
    // Decided per type: text and jsonb cannot hold U+0000, so no backup ever carries it there;
    // a bytea or json column would take it (the painter tries NUL in every column).
    expect(Object.keys(report.nul).sort()).toEqual(["jsonb", "text"]);
    for (const [type, { tried, accepted }] of Object.entries(report.nul)) {
      expect(tried, type).toBeGreaterThan(0);
      expect(accepted, type).toBe(0);
    }
  });

  it("counts in the dry run the rows the archive really holds, each the same as the manifest's", async () => {
    const plan = await previewRestore(services, SYSTEM_ACTOR, { stored: filename });
    for (const table of plan.tables) expect(table.archivedRows, table.name).toBe(table.rows);
    expect(Object.fromEntries(plan.tables.map((table) => [table.name, table.rows]))).toEqual(
      Object.fromEntries(Object.entries(before).map(([name, rows]) => [name, rows.length])),
    );
  });

  it("restores every row of every table exactly, after the site was wiped", async () => {
    const versionKeys = [SITE_CONTENT_VERSION_KEY, SEARCH_SYNONYMS_VERSION_KEY];
    const versionsNow = async () =>
      new Map(
        (await db().select({ key: appState.key, version: appState.version }).from(appState).where(inArray(appState.key, versionKeys))).map((row) => [
          row.key,
          row.version,
        ]),
      );
    const versionsBefore = await versionsNow();
    // TRUNCATE, as the restore does: the sign-off log refuses row deletes (append-only).
    for (const name of Object.keys(before)) await db().execute(sql`truncate ${sql.identifier(name)} cascade`);
    await restoreBackup(services, SYSTEM_ACTOR, { stored: filename });
    const after = await everyRowAsText(db());
    for (const [name, rows] of Object.entries(before)) {
      if (name === "audit_events" || name === "app_state") continue;
      expect(after[name], name).toEqual(rows);
    }
    // The restore's own record joins the restored audit log, and the content version moves past the old one.
    expect(after.audit_events!.filter((row) => !before.audit_events!.includes(row))).toHaveLength(1);
    expect(before.audit_events!.every((row) => after.audit_events!.includes(row))).toBe(true);
    // The versions instances label cached reads with (content, search synonyms) move past the old ones;
    // the synonyms' is written even when the archive holds none (an archive made before it existed).
    const otherState = (rows: string[]) => rows.filter((row) => !versionKeys.some((key) => row.startsWith(`(${key},`)));
    expect(otherState(after.app_state!)).toEqual(otherState(before.app_state!));
    const versionsAfter = await versionsNow();
    for (const key of versionKeys) expect(versionsAfter.get(key), key).toBeGreaterThan(versionsBefore.get(key) ?? 0);
  });
});
