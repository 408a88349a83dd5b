/** The fragment id of a legal page's section, from its heading: "Your Account" -> "your-account". */
export function sectionAnchorId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
