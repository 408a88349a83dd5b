/**
 * Reading the machine-readable part of the reports a bounce mailbox receives: delivery status
 * notifications (RFC 3464, `multipart/report; report-type=delivery-status`) and complaints
 * (RFC 5965 ARF, `multipart/report; report-type=feedback-report`). Both are groups of header-style
 * fields separated by blank lines; the MIME structure around them is the IMAP server's to parse.
 */

export type ReportKind = "delivery-status" | "feedback-report";

/** A part of a message as IMAP's BODYSTRUCTURE describes it (imapflow's shape, reduced to what is read here). */
export type StructurePart = { part?: string; type: string; parameters?: Record<string, string>; childNodes?: StructurePart[] };

export type ReportParts = { kind: ReportKind; report: string; original: string | null };

/** Field groups: each blank-line-separated block as lower-cased names to values, folded lines joined. */
export function fieldGroups(text: string): Map<string, string>[] {
  const groups: Map<string, string>[] = [];
  let current = new Map<string, string>();
  let last: string | null = null;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      if (current.size > 0) groups.push(current);
      current = new Map();
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line) && last) {
      current.set(last, `${current.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    // A repeated field (ARF's Original-Rcpt-To may be) keeps its first value; the rest are read with allValues.
    if (!current.has(last)) current.set(last, line.slice(colon + 1).trim());
    else current.set(`${last}#${current.size}`, line.slice(colon + 1).trim());
  }
  if (current.size > 0) groups.push(current);
  return groups;
}

function allValues(group: Map<string, string>, name: string): string[] {
  return [...group.entries()].filter(([key]) => key === name || key.startsWith(`${name}#`)).map(([, value]) => value);
}

/** `rfc822; Reader@Example.com` or `<reader@example.com>` as the lower-cased address, or null when it is not one. */
export function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  const typed = value.includes(";") ? value.slice(value.indexOf(";") + 1) : value;
  const address = typed.trim().replace(/^<|>$/g, "").trim().toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) ? address : null;
}

export type PermanentFailure = { email: string; status: string; diagnostic: string | null };

/**
 * The recipients a delivery status notification says failed for good: Action `failed` with a
 * 5.x.x Status (RFC 3463). Delayed (4.x.x), relayed and delivered recipients are not bounces.
 */
export function permanentFailures(deliveryStatus: string): PermanentFailure[] {
  const [, ...recipients] = fieldGroups(deliveryStatus);
  const failures: PermanentFailure[] = [];
  for (const group of recipients) {
    const status = (group.get("status") ?? "").split(/\s/)[0] ?? "";
    if ((group.get("action") ?? "").toLowerCase() !== "failed" || !/^5\.\d{1,3}\.\d{1,3}$/.test(status)) continue;
    const email = addressOf(group.get("final-recipient")) ?? addressOf(group.get("original-recipient"));
    if (email) failures.push({ email, status, diagnostic: group.get("diagnostic-code") ?? null });
  }
  return failures;
}

/** The addresses an abuse report (ARF Feedback-Type `abuse`) is about; other feedback types are not complaints. */
export function abuseComplaint(feedbackReport: string): { recipients: string[] } | null {
  const [fields] = fieldGroups(feedbackReport);
  if (!fields || (fields.get("feedback-type") ?? "").toLowerCase() !== "abuse") return null;
  const recipients = allValues(fields, "original-rcpt-to")
    .map(addressOf)
    .filter((email): email is string => email !== null);
  return { recipients: [...new Set(recipients)] };
}

const REPORT_PARTS: Record<ReportKind, string> = { "delivery-status": "message/delivery-status", "feedback-report": "message/feedback-report" };

/**
 * Which parts of a message to read: the report (its second part) and the original message or its
 * headers (the third), when the message is a multipart/report of a kind read here.
 */
export function reportPartsOf(structure: StructurePart): ReportParts | null {
  if (structure.type.toLowerCase() !== "multipart/report") return null;
  const kind = structure.parameters?.["report-type"]?.toLowerCase();
  if (kind !== "delivery-status" && kind !== "feedback-report") return null;
  const children = structure.childNodes ?? [];
  const report = children.find((child) => child.type.toLowerCase() === REPORT_PARTS[kind]);
  if (!report?.part) return null;
  const original = children.find((child) =>
    ["message/rfc822", "text/rfc822-headers", "message/global", "message/global-headers"].includes(child.type.toLowerCase()),
  );
  return { kind, report: report.part, original: original?.part ?? null };
}

/** The one-click unsubscribe token our List-Unsubscribe header carried in the original message, when it came back with the report. */
export function unsubscribeTokenIn(originalHeaders: string): string | null {
  const match = /\/unsubscribe\/one-click\?token=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(originalHeaders.replace(/\r?\n[ \t]+/g, ""));
  return match?.[1] ?? null;
}
