import { parse } from "csv-parse/sync";
import { NEWSLETTER_TOPICS, type NewsletterTopic } from "./newsletter-enums";
import { subscriberEmailSchema } from "./subscribe-rules";

export type ImportedSubscriber = { email: string; topics: NewsletterTopic[]; consentedAt: Date; confirmedAt: Date };
export type RefusedRow = { line: number; reason: string };

export const IMPORT_MAX_ROWS = 50_000;

function dateOf(value: string | undefined): Date | null {
  if (!value?.trim()) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A former list's subscribers, one a row with a header line. A row is refused, with its line and
 * why, when its address is not one, when its consent date is missing, unreadable or in the future
 * (the law asks for proof of consent, and an import without a date has none), or when it names an
 * unknown topic. No topics means every topic.
 */
export function parseSubscriberCsv(text: string, now: Date): { rows: ImportedSubscriber[]; refused: RefusedRow[] } {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    return { rows: [], refused: [{ line: 1, reason: `The file is not a CSV file: ${(error as Error).message}` }] };
  }
  if (records.length > IMPORT_MAX_ROWS) return { rows: [], refused: [{ line: 1, reason: `At most ${IMPORT_MAX_ROWS} rows at a time.` }] };
  const rows: ImportedSubscriber[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2;
    const email = subscriberEmailSchema.safeParse(record.email ?? "");
    if (!email.success) return refused.push({ line, reason: "No valid e-mail address." });
    const consentedAt = dateOf(record.consented_at);
    if (!consentedAt) return refused.push({ line, reason: "No consent date (consented_at): a subscriber without proof of consent cannot be imported." });
    if (consentedAt > now) return refused.push({ line, reason: "The consent date is in the future." });
    const named = (record.topics ?? "")
      .split(/[;|]/)
      .map((topic) => topic.trim().toLowerCase())
      .filter(Boolean);
    const unknown = named.filter((topic) => !(NEWSLETTER_TOPICS as readonly string[]).includes(topic));
    if (unknown.length) return refused.push({ line, reason: `Unknown topic ${unknown.join(", ")} (known: ${NEWSLETTER_TOPICS.join(", ")}).` });
    if (seen.has(email.data)) return refused.push({ line, reason: "The address appears twice in the file." });
    seen.add(email.data);
    const confirmedAt = dateOf(record.confirmed_at) ?? consentedAt;
    rows.push({ email: email.data, topics: named.length ? (named as NewsletterTopic[]) : [...NEWSLETTER_TOPICS], consentedAt, confirmedAt });
  });
  return { rows, refused };
}
