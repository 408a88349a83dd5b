import type { ComponentType } from "react";
import { text } from "node:stream/consumers";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import Dashboard from "~/routes/admin/dashboard/layout";
import { BACKUP_FAILURE_NOTICE } from "~/routes/admin/backups/backup-admin-text";
import { PUBLISH_FAILURE_NOTICE } from "~/routes/admin/posts/publish-failure-text";
import { loadConfig } from "~/services/platform";

const identity = loadConfig({ DATA_DIR: "/tmp/admin-notices-test", SESSION_SECRET: "s".repeat(40) }).identity;
const FAILURE = { at: "2026-03-06T03:00:00.000Z", error: "daily backup failed: storage is unreachable" };

/** The admin frame as the dashboard layout draws it from its loader's data, once all it shows has loaded (the notices load when shown, as the server's render waits for them). */
async function frame(backupFailure: typeof FAILURE | null, publishFailure: { at: string } | null = null) {
  const loaderData = {
    outage: false,
    user: { username: "admin", userType: "admin" },
    tabs: [],
    welcome: false,
    alerts: { violations: [], critical: false, siteWide: [] },
    databaseError: null,
    backupFailure,
    publishFailure,
  };
  const Layout = Dashboard as unknown as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => <Layout loaderData={loaderData} /> }]);
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={["/svcs/admin-dashboard"]} hydrationData={{ loaderData: { root: { identity } } }} />);
  return (await text(prelude)).replaceAll("<!-- -->", "");
}

describe("the admin frame's notices", () => {
  it("shows a failed scheduled backup above every tab, with the way to the Backups tab", async () => {
    const html = await frame(FAILURE);
    expect(html).toContain(`<strong>${BACKUP_FAILURE_NOTICE.title}</strong> (run of 2026-03-06 03:00 UTC): daily backup failed: storage is unreachable`);
    expect(html).toMatch(new RegExp(`href="/svcs/admin-dashboard/backups"[^>]*>${BACKUP_FAILURE_NOTICE.link}</a>`));
  });

  it("shows the publishing job's failed run to those who manage posts", async () => {
    const html = await frame(null, { at: "2026-03-06T03:00:00.000Z" });
    expect(html).toContain(`<strong>${PUBLISH_FAILURE_NOTICE.title}</strong>`);
    expect(html).toContain(PUBLISH_FAILURE_NOTICE.description.replaceAll("'", "&#x27;"));
    expect(html).not.toContain(BACKUP_FAILURE_NOTICE.title);
  });

  it("shows nothing when no scheduled backup or publishing run failed", async () => {
    const html = await frame(null);
    expect(html).not.toContain(BACKUP_FAILURE_NOTICE.title);
    expect(html).not.toContain(PUBLISH_FAILURE_NOTICE.title);
  });
});
