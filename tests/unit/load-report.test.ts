import { describe, expect, it } from "vitest";
import { formatMs, parseWrkReport } from "../../scripts/lib/load.mjs";

const REPORT = `Running 10s test @ http://127.0.0.1:4720/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    88.09ms   23.35ms   1.02s    82.34%
    Req/Sec   567.12     61.20   676.00     71.00%
  Latency Distribution
     50%  770.00us
     75%   97.12ms
     90%  118.40ms
     99%    1.02s
  5640 requests in 10.00s, 60.10MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 12
Requests/sec:    563.92
Transfer/sec:      6.01MB
`;

describe("the bench's wrk report", () => {
  it("gives requests per second, percentiles in milliseconds whatever wrk's unit, and failures", () => {
    expect(parseWrkReport(REPORT)).toEqual({ requestsPerSecond: 563.92, requests: 5640, p50: 0.77, p99: 1020, non2xx: 12, errors: 5 });
  });

  it("counts no failures when wrk reports none", () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, "").replace(/ {2}Non-2xx.*\n/, "");
    expect(parseWrkReport(clean)).toMatchObject({ non2xx: 0, errors: 0 });
  });

  it("prints milliseconds with a decimal below 10", () => {
    expect([formatMs(0.77), formatMs(4.08), formatMs(172.2)]).toEqual(["0.8", "4.1", "172"]);
  });
});
