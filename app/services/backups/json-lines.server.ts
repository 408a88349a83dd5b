import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import split2 from "split2";

/**
 * The lines of a table file, split on "\n" alone and streamed. PostgreSQL's JSON leaves U+2028 and
 * U+2029 unescaped, and readline would end a line at each (and at a lone "\r"), cutting a row in two;
 * only "\n" ends a row here, since JSON escapes it inside every string.
 */
export function jsonLines(file: string): AsyncIterable<string> {
  // A read error destroys the splitter, which ends the iteration with that error.
  return pipeline(createReadStream(file), split2("\n"), () => undefined);
}
