import { CONTENT_TYPES } from "~/content/registry";
import { leads, newsletterSubscribers, posts } from "~/db/schema/index";
import { LEAD_TOPICS, ORGANISATION_TYPES } from "~/lib/leads/lead-options";
import { NEWSLETTER_TOPICS } from "~/lib/newsletter/newsletter-enums";
import { documentId } from "~/lib/site-content/content-type";
import type { FieldSpec } from "~/lib/site-content/fields";
import { SYSTEM_ACTOR } from "~/services/auth";
import type { Db } from "~/services/platform";
import { saveContent } from "~/services/site-content";

/**
 * Content as staff can type it at its worst for a phone: one unbroken word (a pasted link, a long
 * compound) in every text field, as long as the field allows, up to `LONG_WORD_MAX` characters.
 */
export const LONG_WORD_MAX = 90;
const LONG_WORD_MIN = 30;
const STEM = "Gesundheitssparkontobeitragsgrenzenberechnung";

/** An unbroken word of `length` letters. */
export function longWord(length: number): string {
  return STEM.repeat(Math.ceil(length / STEM.length)).slice(0, length);
}

/**
 * `value` with a long word in front of it, as long as `max` leaves room for; a value with no room
 * left and no slots (`{firm}`) becomes the word alone. Slots stay, so the type's rules still pass.
 */
function withLongWord(value: string, max: number): string {
  const room = Math.min(LONG_WORD_MAX, max - value.length - 1);
  if (room >= LONG_WORD_MIN) return value ? `${longWord(room)} ${value}` : longWord(room);
  return value.includes("{") ? value : longWord(Math.min(LONG_WORD_MAX, max));
}

/** `value` (a document or a part of one) with a long word in each of its text fields, rich text included. */
export function withLongWords(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "text":
    case "textarea":
      return typeof value === "string" ? withLongWord(value, spec.max) : value;
    case "richText":
      return typeof value === "string" ? `${value}<p>${longWord(LONG_WORD_MAX)}</p>` : value;
    case "group":
      return withLongWordFields(spec.fields, value);
    case "list":
      return Array.isArray(value) ? value.map((item) => withLongWordFields(spec.item, item)) : value;
    default:
      return value;
  }
}

function withLongWordFields(fields: Record<string, FieldSpec>, value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, fields[key] ? withLongWords(fields[key], item) : item]));
}

function setAt(data: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split(".");
  if (head === undefined || !data || typeof data !== "object") return data;
  const copy = (Array.isArray(data) ? [...data] : { ...data }) as Record<string, unknown>;
  copy[head] = rest.length ? setAt(copy[head], rest.join("."), value) : value;
  return copy;
}

function getAt(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data);
}

/**
 * Publishes every site-content document with long words in its text fields (through the service
 * the editor saves with). A field whose rules refuse a word (a state's postal code, an e-mail name,
 * a bill number that must be unique) keeps its built-in value. Returns the documents still refused.
 */
export async function publishLongWordsEverywhere(db: Db): Promise<string[]> {
  const refused: string[] = [];
  for (const type of CONTENT_TYPES) {
    for (const document of type.documents) {
      const id = documentId(type, document.key);
      let data = withLongWordFields(type.fields, document.defaults);
      for (let attempt = 1; ; attempt++) {
        try {
          await saveContent(db, SYSTEM_ACTOR, { id, expectedVersion: 0, data, intent: { kind: "publish" } });
          break;
        } catch (error) {
          const fieldErrors = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
          if (!fieldErrors || attempt === 3) {
            refused.push(`${id}: ${error instanceof Error ? error.message : String(error)} ${JSON.stringify(fieldErrors ?? {})}`);
            break;
          }
          for (const path of Object.keys(fieldErrors)) data = setAt(data, path, getAt(document.defaults, path));
        }
      }
    }
  }
  return refused;
}

/**
 * Records the admin lists show, each with long words where a visitor or staff type them: a
 * published post (title, excerpt), a lead (name, e-mail, organisation, message) and a subscriber's
 * address. Returns the word they share, to find them by.
 */
export async function addLongWordRecords(db: Db): Promise<string> {
  const word = longWord(LONG_WORD_MAX);
  const now = new Date();
  await db.insert(posts).values({
    slug: "long-word-post",
    title: `${word} post`,
    excerpt: `See https://www.irs.gov/publications/p969/${word} for the rules.`,
    content: `<p>${word}</p>`,
    category: "Savings",
    date: now.toISOString().slice(0, 10),
  });
  await db.insert(leads).values({
    createdAt: now,
    updatedAt: now,
    name: `${word} lead`,
    email: `${word}@example.com`,
    organisation: `${word} Inc.`,
    organisationType: ORGANISATION_TYPES[0].value,
    topic: LEAD_TOPICS[0].value,
    message: `Please read https://example.com/${word}/${word}`,
    consentedAt: now,
  });
  await db.insert(newsletterSubscribers).values({
    email: `${word.toLowerCase()}@example.com`,
    status: "active",
    topics: [...NEWSLETTER_TOPICS],
    consentText: "I agree.",
    consentedAt: now,
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return word;
}
