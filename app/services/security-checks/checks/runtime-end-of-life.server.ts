import { nodeEndOfLife } from "~/lib/security/node-releases";
import type { SecurityCheck } from "../check-definition.server";

export const runtimeEndOfLife: SecurityCheck = {
  id: "runtime-end-of-life",
  title: "Supported Node.js runtime",
  severity: "high",
  passed: "The Node.js line this server runs still receives security fixes.",
  whyItMatters: "After its end of life a Node.js line gets no security fixes: a flaw found in its HTTP parser or TLS stays open.",
  howToFix: "Upgrade to a supported LTS line (the project pins Node 24) and restart.",
  run({ now, runtimeVersion }) {
    const end = nodeEndOfLife(runtimeVersion);
    if (end === "unknown") return { found: `Node.js ${runtimeVersion} is not in the table of supported lines.` };
    if (now < end) return null;
    return { found: `Node.js ${runtimeVersion} reached its end of life on ${end.toISOString().slice(0, 10)}.` };
  },
};
