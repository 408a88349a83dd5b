import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "~/content/registry";
import { documentId } from "~/lib/site-content/content-type";
import type { FieldSpec } from "~/lib/site-content/fields";
import { NOT_FOUND_PREVIEW_PATH } from "~/content/not-found";
import { isResourceKey } from "~/lib/site/page-keys";
import { BOOKING_PATH, CONTACT_THANKS_PATH, PUBLIC_STATIC_PATHS } from "~/lib/site/public-paths";

/**
 * A page the site serves: one with a fixed path, a resource page (/resources/irs-treasury is served
 * but not listed), the thank-you page (noindex, so not in the sitemap's list), or the 404 page's
 * stand-in address.
 */
const served = (path: string) =>
  PUBLIC_STATIC_PATHS.includes(path) ||
  (path.startsWith("/resources/") && isResourceKey(path.slice("/resources/".length))) ||
  path === CONTACT_THANKS_PATH ||
  path === BOOKING_PATH ||
  path === NOT_FOUND_PREVIEW_PATH;

function listsOf(fields: Record<string, FieldSpec>): Extract<FieldSpec, { kind: "list" }>[] {
  return Object.values(fields).flatMap((spec) => (spec.kind === "list" ? [spec, ...listsOf(spec.item)] : spec.kind === "group" ? listsOf(spec.fields) : []));
}

describe("every declared content type", () => {
  it("has unique type and document ids", () => {
    const types = CONTENT_TYPES.map((type) => type.id);
    expect(new Set(types).size).toBe(types.length);
    const documents = CONTENT_TYPES.flatMap((type) => type.documents.map((document) => documentId(type, document.key)));
    expect(new Set(documents).size).toBe(documents.length);
  });

  it("starts a fresh database with built-in defaults that pass its own rules", () => {
    for (const type of CONTENT_TYPES) {
      for (const document of type.documents) {
        const parsed = type.schema.safeParse(document.defaults);
        expect(parsed.success ? [] : parsed.error.issues.slice(0, 3), `${type.id}/${document.key}`).toEqual([]);
      }
    }
  });

  it("names public pages that exist, and every list names its item's title field", () => {
    for (const type of CONTENT_TYPES) {
      for (const document of type.documents) {
        for (const page of document.pages) expect(served(page), `${type.id}/${document.key}: ${page}`).toBe(true);
      }
      for (const list of listsOf(type.fields)) expect(Object.keys(list.item), `${type.id}: ${list.label}`).toContain(list.itemLabel);
    }
  });
});
