import { CONTENT_IMAGE_SIZES, srcsetFor } from "~/lib/media/media-urls";

/** An <img> start tag as the HTML serializer writes it: lower-case names, every value double-quoted. */
const SERIALIZED_IMG = /<img((?: [^\s"'>/=]+="[^"]*")*)>/g;
const SERIALIZED_ATTRIBUTE = / ([^\s"'>/=]+)="([^"]*)"/g;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** What the display gives an uploaded image, in the order the sanitizer's hook sets them. */
function displayAttributes(srcset: string): [string, string][] {
  return [
    ["srcset", srcset],
    ["sizes", CONTENT_IMAGE_SIZES],
    ["loading", "lazy"],
    ["decoding", "async"],
  ];
}

function withResponsiveSources(tag: string, attributeText: string): string {
  const attributes = [...attributeText.matchAll(SERIALIZED_ATTRIBUTE)].map(([, name, value]) => [name!, value!] as [string, string]);
  const src = attributes.find(([name]) => name === "src")?.[1];
  // Media URLs are plain ASCII paths, so the serialized value is the URL itself.
  const srcset = src === undefined ? null : srcsetFor(src);
  if (!srcset) return tag;
  for (const [name, value] of displayAttributes(srcset)) {
    const existing = attributes.find(([present]) => present === name);
    if (existing) existing[1] = escapeAttribute(value);
    else attributes.push([name, escapeAttribute(value)]);
  }
  return `<img${attributes.map(([name, value]) => ` ${name}="${value}"`).join("")}>`;
}

/**
 * Gives uploaded images in already-sanitized, serialized post HTML their srcset, sizes and lazy
 * loading, exactly as the display sanitizer's hook does (a unit test compares the two), without
 * parsing the document: only for HTML our own save path sanitized and sealed.
 */
export function addResponsiveSources(sanitizedHtml: string): string {
  if (!sanitizedHtml.includes("<img")) return sanitizedHtml;
  return sanitizedHtml.replace(SERIALIZED_IMG, withResponsiveSources);
}
