import { stringify } from "csv-stringify/sync";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { rosterOf } from "./attendance.server";
import { sessionById } from "./sessions.server";

/** A cell a spreadsheet would run as a formula is prefixed with an apostrophe (CSV injection). */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A session's roster as CSV (name, e-mail, organisation, status, minutes attended, origin); the export is audited. */
export async function exportRoster(db: Db, actor: Actor, sessionId: string, now = new Date()): Promise<{ filename: string; csv: string }> {
  authorizeActor(actor, "training:manage");
  const session = await sessionById(db, sessionId);
  if (!session) throw new DomainError("This session no longer exists.", 404);
  const rows = await rosterOf(db, actor, sessionId);
  const csv = stringify([
    ["Name", "Email", "Organisation", "Status", "Minutes attended", "Registered at (UTC)", "Source", "Campaign"],
    ...rows.map((row) => [
      cell(row.name),
      cell(row.email),
      cell(row.organisation),
      row.status,
      row.attendedMinutes === null ? "" : String(row.attendedMinutes),
      row.createdAt.toISOString(),
      cell(row.source ?? ""),
      cell(row.utmCampaign ?? ""),
    ]),
  ]);
  await recordEvent(db, {
    ...actorEventFields(actor),
    kind: "training_roster_exported",
    at: now,
    target: { type: "training_session", id: sessionId, label: session.title },
    changes: { rows: rows.length },
  });
  return { filename: `roster-${session.startsAt.toISOString().slice(0, 10)}-${sessionId.slice(0, 8)}.csv`, csv };
}
