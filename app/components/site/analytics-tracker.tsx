import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { SCROLL_DEPTH_MARKS } from "~/content/ui-limits";
import { trackEvent, sendPageView } from "~/lib/analytics";
import { classifyLink, newScrollMarks, scrollPercent } from "~/lib/analytics-events";

/**
 * Sends one page view per page load and per client-side navigation, plus scroll depth, time on
 * page and outbound/file link clicks. Renders nothing.
 */
export function AnalyticsTracker() {
  const location = useLocation();
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const clientNavigation = previousUrl.current !== null;
    const referrer = previousUrl.current ?? (document.referrer || null);
    previousUrl.current = window.location.href;
    void sendPageView(referrer, clientNavigation);

    const path = location.pathname + location.search;
    const startedAt = Date.now();
    const sent = new Set<number>();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const percent = scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      for (const mark of newScrollMarks(percent, SCROLL_DEPTH_MARKS, sent)) {
        sent.add(mark);
        trackEvent("scroll_depth", { percent: mark });
      }
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    let timeSent = false;
    const sendTime = () => {
      if (timeSent) return;
      timeSent = true;
      // On a client-side navigation the URL has already changed: report the page that was left.
      trackEvent("time_on_page", { seconds: Math.round((Date.now() - startedAt) / 1000) }, path);
    };
    const onHide = () => {
      if (document.visibilityState === "hidden") sendTime();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("visibilitychange", onHide);
      if (frame) window.cancelAnimationFrame(frame);
      sendTime();
    };
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = classifyLink(anchor.href, window.location.origin);
      if (!link) return;
      if (link.kind === "file") {
        trackEvent("file_download", { link_url: link.url.href, file_name: link.url.pathname.split("/").pop() ?? "" });
      } else {
        trackEvent("click", { link_url: link.url.href, link_domain: link.url.hostname, outbound: true });
      }
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);

  return null;
}
