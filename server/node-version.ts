/**
 * Why the server cannot run on `version` (process.version), or null. `required` is the oldest major
 * package.json's engines accept (scripts/lib/node-requirement.mjs). On an older Node the server
 * would start and then fail every page a render worker renders (they use Node 24's per-thread CPU
 * time), so it refuses to start instead, saying how to run it.
 */
export function nodeVersionProblem(version: string, required: number): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
  if (major >= required) return null;
  return (
    `This server needs Node ${required} or newer; this is Node ${version}. ` +
    "Start it with `npm start` or `npm run serve`, which run it on the project's own Node."
  );
}
