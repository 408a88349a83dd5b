// Media: how long a 4000x3000 phone photo takes from upload to servable (WebP) and to AVIF, and the
// bytes a phone downloads for a post's lead image compared with the original. Prints numbers only.
import sharp from "sharp";
import { signInAsBenchAdmin } from "../lib/bench-admin.mjs";

export const title = "Media: upload a 4000x3000 JPEG, variants, bytes a phone downloads";

const WIDTH = 4000;
const HEIGHT = 3000;
/** The post page's lead image below 1024 px is the full viewport wide (HERO_IMAGE_SIZES). */
const PHONES = [
  { label: "phone 375 px, DPR 2", needed: 750 },
  { label: "phone 375 px, DPR 3", needed: 1125 },
];

/** A photo-like 12-megapixel JPEG: smooth light and colour with fine grain, about the size a phone writes. */
async function phonePhoto() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 7;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const offset = (y * WIDTH + x) * 3;
      pixels[offset] = (110 + 80 * Math.sin(x / 310) + grain) & 0xff;
      pixels[offset + 1] = (120 + 70 * Math.cos(y / 260) + grain) & 0xff;
      pixels[offset + 2] = (130 + 60 * Math.sin((x + y) / 420) + grain) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

export async function run({ startServer }) {
  const photo = await phonePhoto();
  // Reference, same run: sharp alone making just the largest WebP in this process.
  let started = performance.now();
  await sharp(photo).rotate().resize({ width: 1600 }).webp({ quality: 80 }).toBuffer();
  const sharpOnlyMs = performance.now() - started;

  const server = await startServer({ LOG_LEVEL: "error" });
  try {
    const cookie = await signInAsBenchAdmin(server.baseUrl);
    started = performance.now();
    const response = await fetch(`${server.baseUrl}/svcs/admin-dashboard/media/upload`, {
      method: "POST",
      headers: { Origin: server.baseUrl, Cookie: cookie, "Content-Type": "application/octet-stream", "X-File-Name": "phone.jpg" },
      body: photo,
    });
    const answer = await response.json();
    const uploadMs = performance.now() - started;
    if (!answer.ok) throw new Error(`upload refused: ${answer.message}`);
    const { hash, url } = answer.item;
    console.log(`original: ${WIDTH}x${HEIGHT} JPEG, ${kb(photo.length)}`);
    console.log(
      `upload to ready (answered, WebP 480/960/1600 served): ${uploadMs.toFixed(0)} ms  [reference: sharp alone, one 1600 px WebP: ${sharpOnlyMs.toFixed(0)} ms]`,
    );

    // AVIF is made after the answer; poll its largest variant.
    while ((await fetch(`${server.baseUrl}/media/${hash}/1600.avif`, { method: "HEAD" })).status !== 200) {
      if (performance.now() - started > 120_000) throw new Error("AVIF not ready after 2 minutes");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`upload to AVIF ready (480/960/1600, effort 2, after the answer): ${(performance.now() - started).toFixed(0)} ms`);

    const sizes = {};
    for (const width of [480, 960, 1600]) {
      for (const format of ["webp", "avif"]) {
        const head = await fetch(`${server.baseUrl}/media/${hash}/${width}.${format}`, { method: "HEAD" });
        sizes[`${width}.${format}`] = Number(head.headers.get("content-length"));
      }
    }
    console.log(
      `variants: ${Object.entries(sizes)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(", ")} (post stores ${url})`,
    );
    // The browser takes the smallest srcset candidate at least as wide as the layout needs.
    for (const phone of PHONES) {
      const width = [480, 960, 1600].find((candidate) => candidate >= phone.needed) ?? 1600;
      const bytes = sizes[`${width}.webp`];
      console.log(`${phone.label}: downloads ${width}.webp, ${kb(bytes)} vs the original ${kb(photo.length)} (${((bytes / photo.length) * 100).toFixed(1)}%)`);
    }
  } finally {
    await server.stop();
  }
}
