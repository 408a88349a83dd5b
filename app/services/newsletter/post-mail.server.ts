import { convert } from "html-to-text";
import mjml2html from "mjml";
import type { NewsletterTexts } from "~/content/newsletter";
import { postPath } from "~/lib/site/public-paths";
import { sanitizeHtml } from "~/services/blog";
import type { AppConfig } from "~/services/platform";
import { filled } from "./newsletter-texts.server";

export type MailPost = { title: string; slug: string; excerpt: string; content: string };
export type PostMail = { subject: string; html: string; text: string };

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Links and images of a post point at the site: in a mail, an address without a host leads nowhere. */
function absoluteUrls(html: string, siteUrl: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_match, attribute: string) => ` ${attribute}="${siteUrl}/`);
}

/** Every web link of the body through `linkOf` (a counted redirect); mailto and the like stay as they are. */
function counted(html: string, linkOf: (url: string) => string): string {
  return html.replace(/\shref="(https?:\/\/[^"]+)"/g, (_match, url: string) => ` href="${escapeHtml(linkOf(url.replaceAll("&amp;", "&")))}"`);
}

const BRAND = "#0b2a4a";
const TEXT = "#1e293b";
const MUTED = "#475569";

/**
 * The post as a newsletter mail: MJML (tables and conditional comments that Outlook's Word
 * renderer, Gmail and Apple Mail all lay out; decision 067) around the post's sanitized body, and
 * a plain-text part from the same HTML. It ends with the "not tax advice" note, the firm's postal
 * address and the link to leave one topic or all.
 */
export async function renderPostMail(
  config: Pick<AppConfig, "SITE_URL" | "identity">,
  post: MailPost,
  texts: Pick<NewsletterTexts, "mailFooter" | "postalAddress">,
  unsubscribePageUrl: string,
  /** When the send counts clicks: the redirect of each web link of the post (never the unsubscribe link). */
  linkOf: (url: string) => string = (url) => url,
): Promise<PostMail> {
  const body = counted(absoluteUrls(await sanitizeHtml(post.content), config.SITE_URL), linkOf);
  const postUrl = linkOf(`${config.SITE_URL}${postPath(post.slug)}`);
  const note = filled(config, texts.mailFooter);
  const address = texts.postalAddress.trim();
  const addressHtml = address.split(/\r?\n/).map(escapeHtml).join("<br />");
  const siteName = escapeHtml(config.identity.siteName);
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(post.title)}</mj-title>
    <mj-preview>${escapeHtml(post.excerpt)}</mj-preview>
    <mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" /><mj-text color="${TEXT}" font-size="16px" line-height="1.6" /></mj-attributes>
    <mj-style>a { color: #1d4ed8; } img { max-width: 100%; height: auto; }</mj-style>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px">
    <mj-section background-color="${BRAND}" padding="16px 24px">
      <mj-column><mj-text color="#ffffff" font-size="18px" font-weight="700"><a href="${escapeHtml(linkOf(config.SITE_URL))}" style="color:#ffffff;text-decoration:none">${siteName}</a></mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 12px">
      <mj-column>
        <mj-text font-size="26px" line-height="1.25" font-weight="700" color="#0f172a"><h1 style="margin:0;font-size:26px">${escapeHtml(post.title)}</h1></mj-text>
        <mj-text>${body}</mj-text>
        <mj-button href="${escapeHtml(postUrl)}" background-color="#1d4ed8" color="#ffffff" font-size="16px" border-radius="6px">Read it on our website</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="13px" color="${MUTED}" line-height="1.5">
          <p style="margin:0 0 8px">${escapeHtml(note)}</p>
          <p style="margin:0 0 8px">${siteName}<br />${addressHtml}</p>
          <p style="margin:0"><a href="${escapeHtml(unsubscribePageUrl)}" style="color:${MUTED}">Unsubscribe or choose your topics</a></p>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: "soft", keepComments: false });
  if (errors.length) throw new Error(`the newsletter template did not compile: ${errors[0]!.formattedMessage}`);
  const text = [
    post.title,
    "",
    convert(body, { wordwrap: 76, selectors: [{ selector: "img", format: "skip" }] }),
    "",
    `Read it on our website: ${postUrl}`,
    "",
    "--",
    note,
    "",
    config.identity.siteName,
    address,
    "",
    `Unsubscribe or choose your topics: ${unsubscribePageUrl}`,
  ].join("\n");
  return { subject: post.title, html, text };
}
