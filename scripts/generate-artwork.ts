// Generates the raster artwork from SVG once; the outputs are committed and replaceable:
//   public/images/og/default.png            1200x630 social card
//   public/images/team/<member>.webp        illustrated portraits (real photos can replace them)
//   public/images/testimonials/<author>.webp illustrated avatars
// The social card carries no firm name: identity comes only from configuration.
// Run: npx tsx scripts/generate-artwork.ts
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BUILT_IN_TEAM_MEMBERS } from "~/content/team";
import { BUILT_IN_TESTIMONIALS } from "~/content/testimonials";
import { SOCIAL_IMAGE } from "~/lib/seo/seo";

const root = path.resolve(import.meta.dirname, "..");

const PALETTES = [
  { bg: ["#d5e9f5", "#9cc7e3"], skin: "#f1c7a5", hair: "#4b3621", shirt: "#174d72" },
  { bg: ["#d1fae5", "#8fd9bd"], skin: "#8d5a3b", hair: "#1f1a17", shirt: "#0b7a5e" },
  { bg: ["#e0e7ff", "#a5b4fc"], skin: "#e0ac86", hair: "#2b2118", shirt: "#123d5a" },
  { bg: ["#fef3c7", "#f6cf7b"], skin: "#c68a62", hair: "#3b2a20", shirt: "#1d5f8c" },
  { bg: ["#fce7f3", "#f0abcf"], skin: "#f3d0b5", hair: "#7a4b2a", shirt: "#0d2c42" },
] as const;

/** A flat, friendly portrait: a head, shoulders and one of two hair shapes on a soft gradient. */
function portraitSvg(seed: number, size: number): string {
  const p = PALETTES[seed % PALETTES.length]!;
  const longHair = seed % 2 === 0;
  const hair = longHair
    ? `<path d="M118 150 C 110 80, 150 52, 200 52 C 250 52, 292 80, 284 150 L 290 250 C 270 262, 250 250, 246 236 L 246 140 C 226 120, 176 120, 154 140 L 154 236 C 150 250, 130 262, 110 250 Z" fill="${p.hair}"/>`
    : `<path d="M136 146 C 130 86, 166 58, 202 58 C 244 58, 272 86, 266 146 C 254 118, 232 104, 200 104 C 170 104, 148 118, 136 146 Z" fill="${p.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${size}" height="${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="320" cy="70" r="46" fill="#ffffff" opacity="0.35"/>
  <path d="M70 400 C 78 310, 130 268, 200 268 C 270 268, 322 310, 330 400 Z" fill="${p.shirt}"/>
  <path d="M176 262 h48 v26 c-8 12 -40 12 -48 0 z" fill="${p.skin}"/>
  <path d="M170 276 l30 34 l30 -34" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round" opacity="0.9"/>
  <ellipse cx="200" cy="170" rx="62" ry="74" fill="${p.skin}"/>
  ${hair}
  <ellipse cx="178" cy="176" rx="5" ry="6" fill="#1f2937"/>
  <ellipse cx="222" cy="176" rx="5" ry="6" fill="#1f2937"/>
  <path d="M184 206 q16 12 32 0" fill="none" stroke="#9a3412" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

function socialCardSvg(): string {
  const { width, height } = SOCIAL_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d2c42"/><stop offset="1" stop-color="#174d72"/></linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#34d399"/><stop offset="1" stop-color="#0f8f6f"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2">
    <circle cx="1030" cy="120" r="180"/><circle cx="1030" cy="120" r="280"/><circle cx="1030" cy="120" r="380"/>
  </g>
  <rect x="80" y="90" width="88" height="88" rx="22" fill="#174d72" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
  <path d="M98 158 L 116 122 L 129 145 L 139 130 L 152 158 Z" fill="#ffffff"/>
  <circle cx="146" cy="112" r="8" fill="#34d399"/>
  <text x="190" y="148" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#d5e9f5">Health Savings Account Expertise</text>
  <text x="80" y="318" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Independent HSA consulting,</text>
  <text x="80" y="396" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">training and certification</text>
  <rect x="80" y="440" width="180" height="8" rx="4" fill="url(#accent)"/>
  <text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#d5e9f5">Strategy · Operations · Compliance · Non-Bank Trustee · CHSA</text>
</svg>`;
}

async function write(svg: string, file: string, format: "png" | "webp") {
  const target = path.join(root, "public", file);
  mkdirSync(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (format === "png" ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 82 })).toFile(target);
  console.log(`wrote public${file}`);
}

await write(socialCardSvg(), SOCIAL_IMAGE.path, "png");
for (const [index, member] of BUILT_IN_TEAM_MEMBERS.entries()) await write(portraitSvg(index, 320), member.image, "webp");
for (const [index, testimonial] of BUILT_IN_TESTIMONIALS.entries()) await write(portraitSvg(index + 1, 160), testimonial.image, "webp");
