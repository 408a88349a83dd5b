import { defineContentType } from "~/lib/site-content/content-type";
import { link, list, text, textarea } from "~/lib/site-content/fields";
import { resourcePath } from "~/lib/site/public-paths";

/** /resources/providers: HSA trustees and custodians, each with its website. */
export const PROVIDERS_PAGE = {
  title: "HSA Providers",
  intro:
    "HSAs are held by a trustee or custodian: a bank, an insurance company or an IRS-approved non-bank trustee. Providers differ in fees, interest on cash balances, investment choices, tools and service. These two widely used providers illustrate the range of options.",
  websiteLabel: "Visit Website",
  disclaimer: "Listing a provider is not an endorsement by {firm}. Compare fees, investment options and service before choosing an HSA.",
  providers: [
    {
      name: "HealthEquity",
      description:
        "One of the largest HSA custodians in the United States and an IRS-approved non-bank trustee, offering HSAs alongside FSA, HRA and COBRA administration, primarily through employers and health plans.",
      website: "https://www.healthequity.com",
    },
    {
      name: "HSA Bank",
      description:
        "A division of Webster Bank, N.A. and one of the longest-serving HSA custodians, providing HSAs with investment options for employers and individuals, along with other consumer-directed benefits.",
      website: "https://www.hsabank.com",
    },
  ],
};

export const providersContent = defineContentType({
  id: "providers",
  label: "HSA providers",
  group: "Resources",
  description: "The /resources/providers directory of HSA trustees and custodians, each with a link to its website.",
  fields: {
    title: text("Title", { max: 80 }),
    intro: textarea("Introduction", { max: 800 }),
    providers: list(
      "Providers",
      {
        name: text("Name", { max: 100 }),
        description: textarea("Description", { max: 800 }),
        website: link("Website", { help: "The provider's https:// address." }),
      },
      { max: 30, itemLabel: "name", singular: "provider" },
    ),
    websiteLabel: text("Website button", { max: 40 }),
    disclaimer: textarea("Disclaimer", { max: 600, help: "{firm} becomes the firm's name." }),
  },
  defaults: PROVIDERS_PAGE,
  pages: [resourcePath("providers")],
});

export type ProvidersPage = (typeof providersContent)["documents"][number]["defaults"];
