// Login answer times: an unknown user must cost about as much as a wrong password (both run one
// argon2id verification), so response times don't reveal which usernames exist.
import { BENCH_ADMIN } from "../lib/bench-admin.mjs";

export const title = "Login timing: unknown user vs wrong password vs success (sequential, loopback)";

async function timedLogin(baseUrl, username, password) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/svcs/team`, {
    method: "POST",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run({ baseUrl }) {
  const unknown = [];
  const wrong = [];
  const success = [];
  for (let round = 0; round < 12; round++) {
    unknown.push((await timedLogin(baseUrl, `nobody_${round}`, "wrong-password-1")).ms);
    wrong.push((await timedLogin(baseUrl, BENCH_ADMIN.username, "wrong-password-1")).ms);
    // A success every third round keeps the lock-out (5 failures) from starting.
    if (round % 3 === 2) success.push((await timedLogin(baseUrl, BENCH_ADMIN.username, BENCH_ADMIN.password)).ms);
  }
  const row = (label, values) => console.log(`${label.padEnd(16)} median ${median(values).toFixed(1)} ms over ${values.length} requests`);
  row("unknown user", unknown);
  row("wrong password", wrong);
  row("success", success);
  console.log(`unknown / wrong ratio: ${(median(unknown) / median(wrong)).toFixed(2)}`);
}
