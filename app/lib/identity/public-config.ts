/** The firm's identity values: safe to send to the browser, set by environment variables. */
export type PublicConfig = {
  siteName: string;
  legalName: string;
  contactEmail: string;
  privacyEmail: string;
  linkedinUrl: string;
  newsletterFormUrl: string;
  coursePlatformUrl: string;
  bookRetailerUrl: string;
  partnerStoreUrl: string;
  siteUrl: string;
  analyticsId: string | null;
};
