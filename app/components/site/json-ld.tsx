import { serializeJsonLd, type JsonLdObject } from "~/lib/seo/json-ld";
import { useNonce } from "~/lib/ui/nonce";

/** Structured data for search engines, escaped so no value can close the script element. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
