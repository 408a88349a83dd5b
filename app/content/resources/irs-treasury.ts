import { defineContentType } from "~/lib/site-content/content-type";
import { text, textarea } from "~/lib/site-content/fields";
import { resourcePath } from "~/lib/site/public-paths";

/**
 * /resources/irs-treasury: the words around the core IRS references. The references themselves
 * (publications, forms and notices marked "featured") come from the IRS rules list, so each
 * official address is written in one place.
 */
export const IRS_TREASURY_RESOURCE = {
  title: "IRS & Treasury Resources",
  intro: "The core IRS references for HSAs. See the full IRS & Treasury Rules page for every form, publication and year of guidance.",
  publicationsHeading: "Publications",
  formsHeading: "Forms",
  noticesHeading: "Key Notices",
  fullPageLinkLabel: "All IRS & Treasury Rules",
};

export const irsTreasuryResourceContent = defineContentType({
  id: "irs-treasury-resource",
  label: "IRS & Treasury resources page",
  group: "Resources",
  description:
    'The /resources/irs-treasury page\'s title and headings. Which publications, forms and notices it lists is chosen in the IRS and Treasury rules ("Show on the resources page").',
  fields: {
    title: text("Title", { max: 80 }),
    intro: textarea("Introduction", { max: 600 }),
    publicationsHeading: text("Publications heading", { max: 80 }),
    formsHeading: text("Forms heading", { max: 80 }),
    noticesHeading: text("Notices heading", { max: 80 }),
    fullPageLinkLabel: text("Link to the full rules page", { max: 80 }),
  },
  defaults: IRS_TREASURY_RESOURCE,
  pages: [resourcePath("irs-treasury")],
});

export type IrsTreasuryResource = (typeof irsTreasuryResourceContent)["documents"][number]["defaults"];
