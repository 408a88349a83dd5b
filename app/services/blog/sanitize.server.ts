import type * as DOMPurifyModule from "isomorphic-dompurify";
import type { Config } from "isomorphic-dompurify";
import { CONTENT_IMAGE_SIZES, srcsetFor } from "~/lib/media/media-urls";

/**
 * The one allowlist for post HTML: DOMPurify's HTML profile (no SVG or MathML), without
 * frames, forms, embedded objects, styles or any on* handler. Applied when a post is saved
 * and again when it is read for display unless the save path sealed it (body-seal.server.ts).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["iframe", "frame", "frameset", "object", "embed", "form", "input", "button", "select", "textarea", "style", "link", "meta", "base"],
  FORBID_ATTR: ["style", "srcdoc", "formaction"],
  ADD_ATTR: ["target"],
  ALLOW_DATA_ATTR: false,
};

/** Scheme check on a URL after the parser decoded entities: control characters and spaces are ignored by browsers too. */
const SCRIPT_URL = /^(?:javascript|vbscript|livescript):/i;
export const isScriptUrl = (value: string) => SCRIPT_URL.test(value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, ""));

const URL_ATTRIBUTES = new Set(["href", "xlink:href", "action", "formaction", "src"]);

type Purifier = typeof DOMPurifyModule;
let purifier: Promise<Purifier> | null = null;
/** True only during a display sanitize (a synchronous call, so no other call can see it). */
let forDisplay = false;

/**
 * Uploaded images are stored as a plain <img src="/media/<hash>/<width>.webp">; pages get their
 * srcset and sizes, derived from the URL alone, when the HTML is prepared for display.
 */
function addResponsiveSources(node: Element) {
  if (!forDisplay || node.tagName !== "IMG") return;
  const srcset = srcsetFor(node.getAttribute("src") ?? "");
  if (!srcset) return;
  node.setAttribute("srcset", srcset);
  node.setAttribute("sizes", CONTENT_IMAGE_SIZES);
  node.setAttribute("loading", "lazy");
  node.setAttribute("decoding", "async");
}

/**
 * DOMPurify and its jsdom window load on the first call, not at start-up: loading jsdom takes a
 * noticeable share of a cold start, and most starts never need it before the first blog request.
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= import("isomorphic-dompurify").then((module) => {
    // javascript: and vbscript: links become "#" rather than losing their href, so the link text stays a link.
    module.addHook("uponSanitizeAttribute", (_node, data) => {
      if (URL_ATTRIBUTES.has(data.attrName) && isScriptUrl(data.attrValue)) data.attrValue = "#";
    });
    // Links that open a new tab never hand the opener or referrer to the other site.
    module.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.getAttribute("target")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
      addResponsiveSources(node);
    });
    return module;
  });
  return purifier;
}

/**
 * Why every call waits for a fresh macrotask first: jsdom tracks each NodeIterator that DOMPurify
 * creates through a WeakRef, and V8 keeps every WeakRef target alive until the current job ends.
 * Calls made back to back in one synchronous job therefore keep every parsed document (about
 * half a megabyte each) alive; starting each call in its own job lets gc free them right away.
 */
const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Safe HTML for a post body or news item: the only way post HTML reaches a page or the database. */
export async function sanitizeHtml(dirty: string): Promise<string> {
  const { sanitize } = await loadPurifier();
  await nextMacrotask();
  return sanitize(dirty, CONFIG) as string;
}

/** Safe HTML for a page: as `sanitizeHtml`, plus srcset and sizes on uploaded images. */
export async function sanitizeHtmlForDisplay(dirty: string): Promise<string> {
  const { sanitize } = await loadPurifier();
  await nextMacrotask();
  forDisplay = true;
  try {
    return sanitize(dirty, CONFIG) as string;
  } finally {
    forDisplay = false;
  }
}

/** Plain text fields (titles, tags, excerpts) never carry markup: React escapes them, this keeps them tidy. */
export function stripControlCharacters(value: string): string {
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}
