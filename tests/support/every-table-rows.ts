import { sql } from "drizzle-orm";
import { AVIF_STATUSES } from "~/lib/media/avif-status";
import { kindsOf } from "~/lib/security/event-kinds";
import { backedUpTables } from "~/services/backups/table-catalog.server";
import { type Db, queryRows } from "~/services/platform";
import { NAUGHTY_STRINGS } from "./naughty-strings";

/**
 * Text that broke restores or could: the line and paragraph separators PostgreSQL's JSON leaves
 * unescaped (readline ends lines at them), next to every other kind of line end, astral
 * characters, lone surrogates (the drivers send them as U+FFFD), NUL, escapes and quotes.
 */
export const HARDEST_TEXT: readonly string[] = [
  "\u2028",
  "\u2029",
  "a\u2028b\u2029c",
  "\u2028\u2029\u2028\u2029",
  '{"json":"\u2028"}\n',
  "line\u2028sep, para\u2029sep, crlf\r\n, cr\r, lf\n, nel\u0085, vt\u000b, ff\u000c",
  '\\u2028 spelled out, \\n spelled out, \\\\ and \\"',
  "astral 𝕳𝖊𝖑𝖑𝖔 😀 👩‍👩‍👧‍👦 \u{10FFFF} \u{1D11E}",
  "lone \ud800 high, lone \udc00 low, reversed \udfff\ud800",
  "nul \u0000 inside",
  "\u0000",
  "'; drop table posts; --\u2028",
  "</script>\u2028<script>alert(1)</script>",
  "\ufeffbyte order mark\u200b\u200d",
];

/** The naughty-strings corpus with one of the hardest strings after each: half of all cells get one. */
export const HARD_VALUES: readonly string[] = NAUGHTY_STRINGS.flatMap((text, index) => [text, HARDEST_TEXT[index % HARDEST_TEXT.length]!]);

/** The app's own names for its state rows: renaming them would make the app write new ones, not test the restore. */
const NOT_PAINTED = new Set(["app_state.key"]);

const at = "2026-03-01T10:00:00.123456Z";
const day = "2026-03-01";

/**
 * One row in every table a backup carries that `seedSite` leaves empty, written around the
 * services (as a visitor's traffic, a crash or an attacker would leave them) with valid values
 * where a column takes a closed list; the painter then puts hostile text into every text column.
 */
export async function fillEveryTable(db: Db): Promise<void> {
  const [user] = await queryRows<{ id: string }>(db, sql`select id from admin_users order by username limit 1`);
  const [post] = await queryRows<{ id: string }>(db, sql`select id from posts order by slug limit 1`);
  const [lead] = await queryRows<{ id: string }>(db, sql`select id from leads order by created_at limit 1`);
  const userId = user!.id;
  const postId = post!.id;
  const leadId = lead!.id;
  const sessionId = "00000000-0000-4000-8000-00000000b001";
  const registrationId = "00000000-0000-4000-8000-00000000b002";
  const bookingId = "00000000-0000-4000-8000-00000000b003";
  const reviewId = "00000000-0000-4000-8000-00000000b004";
  const statements = [
    sql`insert into page_views (occurred_at, day, path, referrer, screen_width, screen_height, language, browser, blog_post_id, visitor_id, session_id, os, country, source, utm_campaign)
        values (${at}, ${day}, '/', 'https://example.com/', 1280, 800, 'en', 'Chrome', ${postId}, 'visitor', 'session', 'Linux', 'US', 'search', 'spring')`,
    sql`insert into analytics_events (occurred_at, day, name, path, params, visitor_id, session_id) values (${at}, ${day}, 'generate_lead', '/', '{"form":"contact"}', 'visitor', 'session')`,
    sql`insert into analytics_salts (day, salt, created_at) values (${day}, 'salt', ${at})`,
    sql`insert into analytics_daily_totals (day, visitors, visits, views, bounces, time_on_page_seconds, time_on_page_samples, filter_key, filter_value)
        values (${day}, 3, 4, 5, 1, 9007199254740991, 2, '', '')`,
    sql`insert into analytics_daily_goals (day, name, detail, events, visitors, value, filter_key, filter_value) values (${day}, 'generate_lead', 'contact', 1, 1, 0.1, '', '')`,
    sql`insert into analytics_rolled_days (day, rolled_at, filters_rolled) values (${day}, ${at}, true)`,
    sql`insert into analytics_partial_rollups (filter_key, filter_value, day, written_at) values ('page', '/', ${day}, ${at})`,
    sql`insert into job_runs (job, slot, claimed_by, started_at, finished_at, status, error) values ('daily-backup', ${at}, 'host:1:abc', ${at}, ${at}, 'failed', 'disk full')`,
    sql`insert into login_attempts (ip_address, username_key, attempted_at, outcome) values ('203.0.113.5', 'chief', ${at}, 'failed')`,
    sql`insert into login_lockouts (ip_address, username_key, count_from, blocked_until) values ('203.0.113.5', 'chief', ${at}, ${at})`,
    sql`insert into media (hash, mime_type, size_bytes, width, height, alt, original_name, avif_status, uploaded_by, uploader_name, created_at, updated_at)
        values ('0123456789abcdef', 'image/png', 10, 1, 1, 'alt', 'logo.png', ${AVIF_STATUSES[0]}, ${userId}, 'chief', ${at}, ${at})`,
    sql`insert into rate_limits (bucket, key, window_start, hits) values ('sign-in:address', '203.0.113.5', ${at}, 3)`,
    sql`insert into security_events (type, severity, details, username_key, ip_address, user_agent, created_at)
        values (${kindsOf("security")[0]}, 'low', 'details', 'chief', '203.0.113.5', 'curl/8', ${at})`,
    sql`insert into security_findings (check_id, severity, summary, first_seen_at, last_seen_at) values ('check', 'low', 'summary', ${at}, ${at})`,
    sql`insert into admin_totp (user_id, secret_encrypted, created_at, confirmed_at, last_time_step) values (${userId}, 'sealed', ${at}, ${at}, 59000000)`,
    sql`insert into admin_recovery_codes (user_id, code_hash, created_at) values (${userId}, 'hash', ${at})`,
    sql`insert into news_items (post_id, position, headline, content, read_more_link, section) values (${postId}, 0, 'headline', 'content', '/more', 'section')`,
    sql`insert into post_autosaves (user_id, draft_key, base_version, values, updated_at) values (${userId}, 'new', 1, '{"title":"draft"}', ${at})`,
    sql`insert into post_slug_history (slug, post_id, created_at) values ('old-slug', ${postId}, ${at})`,
    sql`insert into secret_guesses (user_id, failures, last_failure_at, delayed_until, locked_at) values (${userId}, 12, ${at}, ${at}, null)`,
    sql`insert into newsletter_subscribers (id, email, status, topics, source, consent_text, consented_at, consent_ip, confirmed_at, confirm_ip, created_at, updated_at)
        values ('00000000-0000-4000-8000-00000000a001', 'reader@example.com', 'active', array['news', 'webinars'], 'form', 'I agree', ${at}, '203.0.113.5', ${at}, '203.0.113.6', ${at}, ${at})`,
    sql`insert into newsletter_suppressions (email, reason, detail, created_at) values ('gone@example.com', 'bounced', '550 no such user', ${at})`,
    sql`insert into newsletter_sends (id, post_id, subject, topics, status, created_by, created_at, test_check, recipient_count)
        values ('00000000-0000-4000-8000-00000000a002', ${postId}, 'subject', array['news'], 'sent', 'chief', ${at}, '[{"id":"dkim-pass","ok":true,"detail":""}]', 1)`,
    sql`insert into newsletter_deliveries (send_id, email, subscriber_id, state, queued_at)
        values ('00000000-0000-4000-8000-00000000a002', 'reader@example.com', '00000000-0000-4000-8000-00000000a001', 'sent', ${at})`,
    sql`insert into newsletter_link_clicks (send_id, url, clicks) values ('00000000-0000-4000-8000-00000000a002', 'https://www.firm.example/resources', 3)`,
    sql`insert into figures_check_confirmations (subject_type, subject_id, warning_key, message, confirmed_by, confirmed_by_label, confirmed_at)
        values ('post', ${postId}, 'key', 'message', ${userId}, 'chief', ${at})`,
    sql`insert into search_documents (key, kind, title, url, summary, body) values ('post:x', 'post', 'title', '/newsletter/x', 'summary', 'body')`,
    sql`insert into search_misses (day, query) values (${day}, 'contribution')`,
    sql`insert into search_synonyms (phrases, created_by) values (array['hdhp', 'high deductible health plan'], 'chief')`,
    sql`insert into search_terms (term) values ('contribution')`,
    sql`insert into consultation_hosts (user_id, time_zone, updated_at) values (${userId}, 'America/New_York', ${at})`,
    sql`insert into bookings (id, lead_id, host_user_id, starts_at, ends_at, visitor_time_zone, uid, created_at, updated_at)
        values (${bookingId}, ${leadId}, ${userId}, '2026-03-02T15:00:00Z', '2026-03-02T15:30:00Z', 'America/Los_Angeles', 'uid@example', ${at}, ${at})`,
    sql`insert into booking_claims (host_user_id, cell_start, booking_id) values (${userId}, '2026-03-02T15:00:00Z', ${bookingId})`,
    sql`insert into training_sessions (id, course, title, format, starts_at, ends_at, time_zone, seats, seats_taken, price, registration_deadline, joining_details, created_at, updated_at)
        values (${sessionId}, 'chsa', 'title', 'online', '2026-04-01T14:00:00Z', '2026-04-01T16:00:00Z', 'America/New_York', 2, 1, '$499', '2026-03-31T14:00:00Z', 'link', ${at}, ${at})`,
    sql`insert into training_registrations (id, session_id, name, email, status, consented_at, created_at, updated_at)
        values (${registrationId}, ${sessionId}, 'Pat Doe', 'pat@example.com', 'confirmed', ${at}, ${at}, ${at})`,
    sql`insert into training_certificates (code, holder_name, holder_email, course, session_title, session_date, time_zone, accreditor, credit_label, credits, attended_minutes, issued_at, expires_at)
        values ('ABCDEFGHJKLM', 'Pat Doe', 'pat@example.com', 'chsa', 'title', '2026-04-01T14:00:00Z', 'America/New_York', 'NASBA', 'CPE', 2, 120, ${at}, '2027-04-01T14:00:00Z')`,
    sql`insert into draft_comments (document_kind, document_id, document_label, document_version, author_label, body) values ('post', ${postId}, 'label', 1, 'chief', 'body')`,
    sql`insert into preview_links (token_hash, document_kind, document_id, created_by_label, expires_at) values ('hash', 'post', ${postId}, 'chief', ${at})`,
    sql`insert into review_requests (id, document_kind, document_id, document_label, base_version, data, reason, submitted_by_label)
        values (${reviewId}, 'content', 'hsa-figures', 'label', 1, '{"years":[]}', 'figures', 'writer')`,
    sql`insert into signoff_log (event, review_request_id, document_kind, document_id, document_label, actor_label, submitted_by_label, changed_values, source, effective_date, pages)
        values ('submitted', ${reviewId}, 'content', 'hsa-figures', 'label', 'writer', 'writer', '[]', 'Rev. Proc.', '2027-01-01', '[]')`,
  ];
  for (const statement of statements) await db.execute(statement);
  for (const breakdown of ["browsers", "campaigns", "countries", "devices", "entry_pages", "languages", "operating_systems", "pages", "posts", "sources"]) {
    await db.execute(
      sql`insert into ${sql.identifier(`analytics_daily_${breakdown}`)} (day, value, visitors, visits, views, bounces, filter_key, filter_value) values (${day}, 'value', 1, 1, 1, 0, '', '')`,
    );
  }
}

type Column = { table: string; column: string; type: string };

/** The columns hostile text can go into: text, character varying, json(b) and bytea, generated ones left out. */
async function textColumns(db: Db): Promise<Column[]> {
  const carried = new Set((await backedUpTables(db)).map((table) => table.name));
  const columns = await queryRows<Column>(
    db,
    sql`select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  return columns.filter(
    (column) =>
      carried.has(column.table) && !NOT_PAINTED.has(`${column.table}.${column.column}`) && /^(text|character varying.*|jsonb?|bytea)$/.test(column.type),
  );
}

/** A value of the column's type holding `text` everywhere it can: as a string, a key, an array element. */
function valueFor(type: string, text: string) {
  if (type === "jsonb" || type === "json") return sql`cast(${JSON.stringify({ [text]: [text, { text }] })} as ${sql.raw(type)})`;
  if (type === "bytea") return sql`${Buffer.from(text, "utf8")}::bytea`;
  return sql`cast(${text} as ${sql.raw(type)})`;
}

export type PaintReport = {
  /** Cells that now hold hostile text. */
  painted: number;
  /** Per column type: attempts with NUL and how many the database accepted. */
  nul: Record<string, { tried: number; accepted: number }>;
};

/**
 * Writes hostile text into every text-like cell of every row of every carried table, one cell per
 * statement, cycling through `values` so each string lands in many tables and columns; each
 * column's first cell is first offered NUL. The database decides what it can hold: a value it
 * refuses (NUL in text or jsonb, a lone surrogate escaped in JSON, a check constraint, a unique
 * key, a foreign key) is skipped for the next one.
 */
export async function paintWithHostileText(db: Db, values: readonly string[] = HARD_VALUES): Promise<PaintReport> {
  const report: PaintReport = { painted: 0, nul: {} };
  let next = 0;
  for (const { table, column, type } of await textColumns(db)) {
    const rows = await queryRows<{ at: string }>(db, sql`select ctid::text as at from ${sql.identifier(table)}`);
    for (const [position, row] of rows.entries()) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const text = position === 0 && attempt === 0 ? "nul \u0000 inside" : values[next++ % values.length]!;
        const accepted = await queryRows(
          db,
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${valueFor(type, text)} where ctid = cast(${row.at} as tid) returning 1`,
        ).then(
          (changed) => changed.length > 0,
          () => false,
        );
        if (text.includes("\u0000")) {
          const seen = (report.nul[type] ??= { tried: 0, accepted: 0 });
          seen.tried += 1;
          if (accepted) seen.accepted += 1;
        }
        if (accepted) {
          report.painted += 1;
          break;
        }
      }
    }
  }
  return report;
}

/**
 * Every row of every carried table as PostgreSQL prints it (the record's own text, every column,
 * generated ones included), sorted by code units: compared before a backup and after its restore.
 */
export async function everyRowAsText(db: Db): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of await backedUpTables(db)) {
    const rows = await queryRows<{ row: string }>(db, sql`select (t.*)::text as row from ${sql.identifier(table.name)} t`);
    snapshot[table.name] = rows.map(({ row }) => row).sort();
  }
  return snapshot;
}
