// Renders the blog's original SVG artwork (scripts/assets/blog) to the self-hosted 1200x630 JPEGs
// under public/images/blog, the size social cards expect. Run after changing the artwork.
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "scripts/assets/blog");
const target = path.join(root, "public/images/blog");

for (const name of readdirSync(source).filter((file) => file.endsWith(".svg"))) {
  const out = path.join(target, name.replace(/\.svg$/, ".jpg"));
  const info = await sharp(path.join(source, name), { density: 96 }).resize(1200, 630).jpeg({ quality: 82, mozjpeg: true }).toFile(out);
  console.log(`${path.relative(root, out)}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(0)} KB`);
}
