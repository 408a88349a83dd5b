import { createPublicKey } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { simpleParser } from "mailparser";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import type { PresendFacts } from "~/lib/newsletter/presend-check";
import { hasBothUnsubscribeUris, ONE_CLICK_BODY } from "~/lib/newsletter/unsubscribe-headers";
import { dkimOptions } from "~/services/mail";
import type { AppConfig } from "~/services/platform";

type Config = Pick<AppConfig, "MAIL_DKIM_DOMAIN" | "MAIL_DKIM_SELECTOR" | "MAIL_DKIM_PRIVATE_KEY" | "MAIL_FROM">;

/** The TXT record a DKIM key's selector must publish: what the configured private key implies. */
export function dkimRecordOf(privateKey: string): string {
  const key = createPublicKey(privateKey);
  const der = key.export({ type: "spki", format: "der" });
  if (key.asymmetricKeyType === "ed25519") return `v=DKIM1; k=ed25519; p=${der.subarray(der.length - 32).toString("base64")}`;
  return `v=DKIM1; k=rsa; p=${der.toString("base64")}`;
}

async function publishedRecord(name: string): Promise<{ record: string[][] } | { error: string }> {
  const resolver = new Resolver({ timeout: 2_000, tries: 1 });
  try {
    return { record: await resolver.resolveTxt(name) };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? "lookup failed" };
  }
}

/**
 * Reads a composed newsletter mail the way a receiver does (mailparser for the headers and
 * parts, mailauth for the DKIM signature) and says what the pre-send check needs: both
 * unsubscribe headers present, a signature that verifies and covers them, the footer and the
 * postal address in the body. The key is looked up in DNS; where DNS does not answer (a machine
 * without a resolver), the signature is verified against the configured key and the detail says
 * that the DNS record was not read.
 */
export async function checkComposedMail(
  config: Config,
  raw: Buffer,
  expected: { footer: string; postalAddress: string },
): Promise<NonNullable<PresendFacts["test"]>> {
  const parsed = await simpleParser(raw);
  const header = (name: string) => {
    const value = parsed.headers.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const rawHeader = (name: string) =>
    parsed.headerLines
      .find((line) => line.key === name)
      ?.line.replace(/^[^:]+:\s*/, "")
      .replace(/\r?\n\s+/g, " ");
  const text = parsed.text ?? "";
  const found = {
    listUnsubscribe: hasBothUnsubscribeUris(rawHeader("list-unsubscribe")),
    oneClickPost: (header("list-unsubscribe-post") ?? rawHeader("list-unsubscribe-post"))?.trim() === ONE_CLICK_BODY,
    postalAddressInMail: expected.postalAddress.trim() !== "" && expected.postalAddress.split(/\r?\n/).every((line) => text.includes(line.trim())),
    footerInMail: expected.footer.trim() !== "" && text.replace(/\s+/g, " ").includes(expected.footer.trim().replace(/\s+/g, " ")),
  };
  const dkim = dkimOptions(config);
  if (!dkim)
    return { ...found, dkimPass: false, dkimCoversUnsubscribe: false, dkimDetail: "No DKIM key configured: set MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY." };

  const name = `${dkim.keySelector}._domainkey.${dkim.domainName}`;
  const own = dkimRecordOf(dkim.privateKey);
  const dns = await publishedRecord(name);
  const record = "record" in dns ? dns.record : [[own]];
  const result = await dkimVerify(raw, { resolver: async () => record });
  const signature = result.results.find((entry) => entry.signingDomain === dkim.domainName) ?? result.results[0];
  const signed = (signature?.signingHeaders?.keys ?? "")
    .toLowerCase()
    .split(":")
    .map((key) => key.trim());
  const pass = signature?.status?.result === "pass";
  const covers = signed.includes("list-unsubscribe") && signed.includes("list-unsubscribe-post");
  const where =
    "record" in dns
      ? `the key published at ${name}`
      : `the configured key (the DNS record ${name} could not be read: ${dns.error}; publish "${own.slice(0, 40)}…" there before sending)`;
  const dkimDetail = pass
    ? covers
      ? `Signature by ${dkim.domainName} verifies with ${where} and covers both unsubscribe headers.`
      : `Signature verifies but does not cover ${covers ? "" : "List-Unsubscribe and List-Unsubscribe-Post"}.`
    : `Signature does not verify with ${where}: ${signature?.status?.comment || signature?.status?.result || "no signature found"}.`;
  return { ...found, dkimPass: pass, dkimCoversUnsubscribe: covers, dkimDetail };
}
