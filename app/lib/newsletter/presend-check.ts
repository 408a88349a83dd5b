/**
 * The pre-send check: what must hold before a post goes to subscribers. Each item says what was
 * found; a send is refused while any item fails. The facts come from the site content, the
 * configuration, the subscribers and the test send read back with mailauth.
 */
export type CheckItem = { id: string; label: string; ok: boolean; detail: string };

export type PresendFacts = {
  postalAddress: string;
  mailFooter: string;
  fromAddress: string;
  /** Found in the latest test send of this send (null: no test sent yet, or the post changed since). */
  test: null | {
    listUnsubscribe: boolean;
    oneClickPost: boolean;
    dkimPass: boolean;
    dkimCoversUnsubscribe: boolean;
    dkimDetail: string;
    postalAddressInMail: boolean;
    footerInMail: boolean;
  };
  recipients: number;
  suppressedLeftOut: number;
};

export function presendCheck(facts: PresendFacts): CheckItem[] {
  const test = facts.test;
  const needsTest = "Send a test to yourself first: the check reads the test mail.";
  return [
    {
      id: "postal-address",
      label: "Postal address",
      ok: facts.postalAddress.trim().length > 0 && (test?.postalAddressInMail ?? true),
      detail: facts.postalAddress.trim()
        ? facts.postalAddress.trim().replace(/\s*\n\s*/g, ", ")
        : "Missing: add the firm's postal address in Site Content → Newsletter.",
    },
    {
      id: "footer",
      label: '"Not tax advice" footer',
      ok: facts.mailFooter.trim().length > 0 && (test?.footerInMail ?? true),
      detail: facts.mailFooter.trim() ? "Present at the end of the mail." : "Missing: write it in Site Content → Newsletter.",
    },
    { id: "from", label: "From address", ok: facts.fromAddress.includes("@"), detail: facts.fromAddress || "Missing: set MAIL_FROM." },
    {
      id: "unsubscribe-headers",
      label: "List-Unsubscribe (https and mailto) and List-Unsubscribe-Post",
      ok: Boolean(test?.listUnsubscribe && test.oneClickPost),
      detail: !test ? needsTest : test.listUnsubscribe && test.oneClickPost ? "Both present in the test mail." : "Missing from the test mail.",
    },
    {
      id: "dkim",
      label: "DKIM signature covering both unsubscribe headers",
      ok: Boolean(test?.dkimPass && test.dkimCoversUnsubscribe),
      detail: !test ? needsTest : test.dkimDetail,
    },
    {
      id: "recipients",
      label: "Recipients",
      ok: facts.recipients > 0,
      detail: `${facts.recipients} subscriber${facts.recipients === 1 ? "" : "s"} of the chosen topics; ${facts.suppressedLeftOut} suppressed address${facts.suppressedLeftOut === 1 ? "" : "es"} left out.`,
    },
  ];
}

export const checkPasses = (items: readonly CheckItem[]) => items.every((item) => item.ok);
