import { formatLoad, measure } from "../lib/load.mjs";

export const title = "Home page throughput (50 connections, loopback, 8 s each)";

export async function run({ baseUrl }) {
  const headers = { "accept-encoding": "gzip, br" };
  await fetch(`${baseUrl}/`, { headers });
  console.log(formatLoad("GET / warm (page cache hit)", await measure(`${baseUrl}/`, { headers })));
  console.log(formatLoad("GET / cold (rendered every time)", await measure(`${baseUrl}/`, { headers, cold: true })));
}
