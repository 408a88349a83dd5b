import type { CourseFormat, PriceOption } from "~/content/training";
import { courseJsonLd } from "~/lib/seo/json-ld";
import { useIdentity } from "~/lib/identity/root-data";
import { absoluteUrl } from "~/lib/seo/seo";
import { JsonLd } from "./json-ld";

const CURRENCY = "USD";

/**
 * schema.org Course for a training page; options priced on request are left out of the offers.
 * Nothing while the course lacks what search engines require (its hours of coursework, a price).
 */
export function CourseJsonLd({
  path,
  name,
  description,
  pricing,
  format,
}: {
  path: string;
  name: string;
  description: string;
  pricing: readonly PriceOption[];
  format: CourseFormat;
}) {
  const identity = useIdentity();
  const offers = pricing.flatMap((option) => (option.onRequest ? [] : [{ name: option.name, price: option.amount, currency: CURRENCY }]));
  const course = courseJsonLd({
    name,
    description,
    url: absoluteUrl(identity.siteUrl, path),
    provider: { name: identity.siteName, url: identity.siteUrl },
    offers,
    delivery: format,
  });
  return course ? <JsonLd data={course} /> : null;
}
