import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";

/**
 * The post editor's schema, shared by the editor and the test that round-trips every built-in post.
 * Links keep the target and rel they were written with (TipTap would add target=_blank to every
 * link; the server's sanitizer sets rel whenever a target is present). Tables are not resizable:
 * column widths would live in style attributes, which the sanitizer removes.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false }),
  ];
}
