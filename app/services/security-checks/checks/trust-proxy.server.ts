import type { SecurityCheck } from "../check-definition.server";

export const trustProxy: SecurityCheck = {
  id: "trust-proxy",
  title: "Proxy setting matches the traffic",
  severity: "medium",
  passed: "TRUST_PROXY agrees with how this request arrived.",
  whyItMatters:
    "Behind an untrusted proxy every visitor has the proxy's address, so one attacker's failures lock everybody out and the audit log names the proxy; a trusted proxy that isn't there lets clients pick their own address.",
  howToFix: "Behind nginx or Caddy set TRUST_PROXY (loopback when the proxy is on the same host); reachable directly, leave it unset.",
  run({ services: { config }, forwardedFor }) {
    if (forwardedFor && config.TRUST_PROXY === false) {
      return {
        found: "This request came with X-Forwarded-For, but TRUST_PROXY is off: every visitor gets the proxy's address.",
        command: "TRUST_PROXY=loopback",
      };
    }
    return null;
  },
};
