import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";
import QRCode from "qrcode";
import { creditsText } from "~/lib/training/credit-rule";
import { courseLabel } from "~/lib/training/training-options";
import { dateText } from "~/lib/training/zoned-time";

export type CertificateFacts = {
  code: string;
  holderName: string;
  course: string;
  sessionTitle: string;
  sessionDate: Date;
  timeZone: string;
  accreditor: string;
  creditLabel: string;
  credits: number;
  issuedAt: Date;
  expiresAt: Date;
};

let fontBytes: Promise<Buffer> | null = null;
/** Inter, the site's own font, from its npm package: embedded whole, nothing fetched when the PDF opens. */
function interFont(): Promise<Buffer> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-standard-normal.woff2"));
  return fontBytes;
}

const INK = rgb(0.06, 0.16, 0.3);
const MUTED = rgb(0.3, 0.35, 0.42);

/**
 * The certificate as an A4 landscape PDF: holder, course, session and date, credits under the
 * accreditor's rule, the verification code and a QR code of the /verify address. Its metadata
 * carries the code too, so a reader (and the tests) find it without reading the page.
 */
export async function certificatePdf(facts: CertificateFacts, firm: string, verifyAddress: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(await interFont(), { subset: false });
  const page = pdf.addPage([842, 595]);
  const { width } = page.getSize();
  const centered = (text: string, y: number, size: number, color = INK) => {
    const textWidth = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: (width - textWidth) / 2, y, size, font, color });
  };
  const course = courseLabel(facts.course);
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: 547, borderColor: INK, borderWidth: 2 });
  centered(firm, 510, 16, MUTED);
  centered("Certificate of Completion", 455, 34);
  centered("This certifies that", 410, 14, MUTED);
  centered(facts.holderName, 365, 30);
  centered(`attended ${facts.sessionTitle}`, 325, 15);
  centered(`${course} · ${dateText(facts.sessionDate, facts.timeZone)}`, 300, 15);
  centered(`${creditsText(facts.credits, facts.creditLabel)} (${facts.accreditor})`, 262, 18);
  centered(`Issued ${dateText(facts.issuedAt, facts.timeZone)} · valid until ${dateText(facts.expiresAt, facts.timeZone)}`, 222, 12, MUTED);
  page.drawText(`Certificate code: ${facts.code}`, { x: 60, y: 100, size: 14, font, color: INK });
  page.drawText(`Check it with the holder's name at ${verifyAddress}`, { x: 60, y: 78, size: 10, font, color: MUTED });
  const qr = await QRCode.toBuffer(`${verifyAddress}?code=${encodeURIComponent(facts.code)}`, {
    type: "png",
    margin: 1,
    width: 240,
    errorCorrectionLevel: "M",
  });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: width - 60 - 110, y: 50, width: 110, height: 110 });
  pdf.setTitle(`${course} certificate: ${facts.holderName}`);
  pdf.setSubject(`Certificate ${facts.code}`);
  pdf.setKeywords([facts.code, course, creditsText(facts.credits, facts.creditLabel)]);
  pdf.setAuthor(firm);
  pdf.setCreator(firm);
  pdf.setCreationDate(facts.issuedAt);
  pdf.setModificationDate(facts.issuedAt);
  return pdf.save();
}
