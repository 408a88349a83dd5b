import type { SecurityCheck } from "../check-definition.server";

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export const httpsInProduction: SecurityCheck = {
  id: "https-in-production",
  title: "Site served over HTTPS",
  severity: "critical",
  passed: "SITE_URL is https, or names this machine only, or this is not a production deployment.",
  whyItMatters: "Over plain http, passwords and session cookies cross the network readable by anyone on the way, and browsers send no Secure cookie or HSTS.",
  howToFix: "Put the site behind a TLS reverse proxy (deploy/nginx.conf or deploy/Caddyfile) and set SITE_URL to its https address.",
  run({ services: { config } }) {
    // A loopback address is served to no one else (a local trial of `npm start`).
    if (config.NODE_ENV !== "production" || config.isHttps || LOOPBACK_HOST.test(new URL(config.SITE_URL).hostname)) return null;
    return { found: `Production deployment with SITE_URL ${config.SITE_URL} (http).`, command: "SITE_URL=https://your.domain" };
  },
};
