import { GUIDEBOOK_COVER, HERO_ART } from "~/content/artwork";
import type { FieldSpec } from "~/lib/site-content/fields";
import { isLibraryImage } from "~/services/media";
import type { Db } from "~/services/platform";
import { contentDocuments } from "~/services/site-content";

const NOT_OFFERED = "Choose one of the images shown";

/** Every image a document shows, with the path of its field ("team.2.photo"). */
export function imagesIn(fields: Record<string, FieldSpec>, value: unknown, path = ""): { path: string; src: string }[] {
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  return Object.entries(fields).flatMap(([name, spec]) => {
    const here = path ? `${path}.${name}` : name;
    const current = record[name];
    if (spec.kind === "image") return typeof current === "string" && current ? [{ path: here, src: current }] : [];
    if (spec.kind === "group") return imagesIn(spec.fields, current, here);
    if (spec.kind === "list" && Array.isArray(current)) return current.flatMap((item, index) => imagesIn(spec.item, item, `${here}.${index}`));
    return [];
  });
}

let artwork: string[] | null = null;

/** The site's own images an image field may show: the illustrations, and every image the built-in content uses. */
export function builtInImages(): string[] {
  artwork ??= [
    ...new Set([
      ...Object.values(HERO_ART).map((art) => art.src),
      GUIDEBOOK_COVER.src,
      ...contentDocuments().flatMap((document) => imagesIn(document.type.fields, document.declaration.defaults).map((image) => image.src)),
    ]),
  ].sort();
  return artwork;
}

/** The image fields whose image is neither the site's own nor in the media library (a forged or stale address). */
export async function refusedImages(db: Db, fields: Record<string, FieldSpec>, data: unknown): Promise<Record<string, string>> {
  const own = new Set(builtInImages());
  const refused: Record<string, string> = {};
  for (const image of imagesIn(fields, data)) {
    if (!own.has(image.src) && !(await isLibraryImage(db, image.src))) refused[image.path] = NOT_OFFERED;
  }
  return refused;
}

/** Whether any field of a document is an image or rich text: only then does the editor need the media library. */
export function usesMedia(fields: Record<string, FieldSpec>): boolean {
  return Object.values(fields).some(
    (spec) =>
      spec.kind === "image" || spec.kind === "richText" || (spec.kind === "group" && usesMedia(spec.fields)) || (spec.kind === "list" && usesMedia(spec.item)),
  );
}
