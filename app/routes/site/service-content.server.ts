import { consultationFormContent } from "~/content/consultation-form";
import { servicePageTextsContent, servicesContent } from "~/content/services";
import { SERVICE_KEYS, type ServiceKey } from "~/lib/site/page-keys";
import type { RelatedService } from "~/components/site/service-page";
import { pageContent } from "./page-content.server";

/** A service page's content: its service, the texts every service page shares, the other services it links to and the consultation form's name. */
export async function serviceContent(request: Request, context: Parameters<typeof pageContent>[1], type: ServiceKey) {
  const [texts, consultationForm, ...services] = await Promise.all([
    pageContent(request, context, servicePageTextsContent),
    pageContent(request, context, consultationFormContent),
    ...SERVICE_KEYS.map((key) => pageContent(request, context, servicesContent, key)),
  ]);
  const byKey = SERVICE_KEYS.map((key, index) => ({ key, service: services[index]! }));
  const related: RelatedService[] = byKey.filter(({ key }) => key !== type).map(({ key, service }) => ({ key, title: service.title, icon: service.icon }));
  return { service: byKey.find(({ key }) => key === type)!.service, texts, related, consultationLabel: consultationForm.heading };
}
