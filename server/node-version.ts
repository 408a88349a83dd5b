/** The oldest Node major the server runs on (package.json's engines; scripts/lib/ensure-runtime.mjs brings it). */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * Why the server cannot run on `version` (process.version), or null. On an older Node it would
 * start and then fail every page a render worker renders (they use Node 24's per-thread CPU
 * time), so it refuses to start instead, saying how to run it.
 */
export function nodeVersionProblem(version: string): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? Number.NaN);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `This server needs Node ${REQUIRED_NODE_MAJOR} or newer; this is Node ${version}. ` +
    "Start it with `npm start` or `npm run serve`, which run it on the project's own Node."
  );
}
