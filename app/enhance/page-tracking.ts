import { classifyLink, newScrollMarks, parseTrackedEvents, SCROLL_DEPTH_MARKS, scrollPercent, TRACK_ATTRIBUTE } from "~/lib/analytics/analytics-events";
import { isStoredPostId } from "~/lib/blog/post-id";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { currentPath, sendPageView, trackEvent } from "./beacon";

/**
 * One page view per page load (and per return from the back-forward cache), scroll depth, time on
 * page, the clicks the page marks with `data-track`, and outbound and file link clicks.
 */
export function startPageTracking(): void {
  let startedAt = Date.now();
  let sent = new Set<number>();
  let timeSent = false;

  const reportView = (restored: boolean) => {
    const postId = document.querySelector(`[${ENHANCE.blogPost}]`)?.getAttribute(ENHANCE.blogPost) ?? null;
    // Built-in fallback posts have no stored id; their views count for the path only.
    void sendPageView(document.referrer || null, restored, postId && isStoredPostId(postId) ? postId : null);
    if (postId !== null) trackEvent("blog_post_view", { post_id: postId });
  };
  reportView(false);

  let frame = 0;
  const measure = () => {
    frame = 0;
    const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
    for (const mark of newScrollMarks(percent, SCROLL_DEPTH_MARKS, sent)) {
      sent.add(mark);
      trackEvent("scroll_depth", { percent: mark });
    }
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    },
    { passive: true },
  );

  const path = currentPath();
  const sendTime = () => {
    if (timeSent) return;
    timeSent = true;
    trackEvent("time_on_page", { seconds: Math.round((Date.now() - startedAt) / 1000) }, path);
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") sendTime();
  });
  window.addEventListener("pagehide", sendTime);
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    // Back from the back-forward cache: a new visit to this page.
    startedAt = Date.now();
    sent = new Set();
    timeSent = false;
    reportView(true);
  });

  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const tracked = target?.closest(`[${TRACK_ATTRIBUTE}]`);
      for (const trackedEvent of parseTrackedEvents(tracked?.getAttribute(TRACK_ATTRIBUTE) ?? null)) {
        trackEvent(trackedEvent.name, trackedEvent.params);
      }
      const anchor = target?.closest("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = classifyLink(anchor.href, window.location.origin);
      if (!link) return;
      if (link.kind === "file") {
        trackEvent("file_download", { link_url: link.url.href, file_name: link.url.pathname.split("/").pop() ?? "" });
      } else {
        trackEvent("click", { link_url: link.url.href, link_domain: link.url.hostname, outbound: true });
      }
    },
    { capture: true },
  );
}
