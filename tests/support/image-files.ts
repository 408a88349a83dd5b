import { Readable } from "node:stream";
import sharp from "sharp";

/** Real image bytes made in the test, never fixtures of unknown origin. */
export async function makeImage(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "gif" | "avif" = "png",
  options: { noise?: boolean } = {},
): Promise<Buffer> {
  const image = options.noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, index) => (index * 7919) % 251)), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  return image.toFormat(format).toBuffer();
}

/** A JPEG stored sideways (EXIF orientation 6) with GPS-looking metadata, as phones write them. */
export async function makeRotatedPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "TestPhone", Model: "Model X" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1" } } })
    .toBuffer();
}

/** The first bytes of an iPhone HEIC file (an ftyp box of brand heic): enough for detection by bytes. */
export function heicHeader(): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.writeUInt32BE(0, 12);
  box.write("mif1heic", 16, "latin1");
  return Buffer.concat([box, Buffer.alloc(256, 1)]);
}

/**
 * A PNG that claims 40000 x 40000 pixels (1.6 gigapixels) in a few hundred bytes: decoding it
 * would need gigabytes. Made with sharp's own encoder on a 1x1 image, then its header rewritten
 * (with the checksum fixed) so only the claimed size differs.
 */
export async function makePixelBomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(40000, 16);
  png.writeUInt32BE(40000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

export function streamOf(bytes: Buffer | string): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from([Buffer.from(bytes)])) as ReadableStream<Uint8Array>;
}
