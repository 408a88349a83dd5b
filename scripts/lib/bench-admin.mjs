// The administrator every bench server starts with (ADMIN_PASSWORD), and signing in as it.

export const BENCH_ADMIN = { username: "admin", password: "Bench-Admin-Password-1" };

/** Signs in through the login form as the browser does; returns the session cookie ("name=value"). */
export async function signInAsBenchAdmin(baseUrl) {
  const response = await fetch(`${baseUrl}/svcs/team`, {
    method: "POST",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(BENCH_ADMIN),
    redirect: "manual",
  });
  return response.headers.get("set-cookie").split(";")[0];
}
