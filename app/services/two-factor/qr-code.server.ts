import QRCode from "qrcode";

/** A QR code as the SVG path of its dark modules, drawn by React (no markup injected, CSP-safe). */
export type QrPath = { size: number; path: string };

/** Quiet zone around the code, in modules (scanners need about four). */
const MARGIN = 4;

export function qrPathOf(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) parts.push(`M${x + MARGIN} ${y + MARGIN}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * MARGIN, path: parts.join("") };
}
