import { formatLoad, measure } from "../lib/load.mjs";

export const title = "Home page throughput (50 connections, loopback)";

export async function run({ baseUrl }) {
  const headers = { "accept-encoding": "gzip, br" };
  console.log(formatLoad("GET / (compressed)", await measure(`${baseUrl}/`, { headers })));
}
