import type { Beacon } from "~/lib/analytics/beacon-schema";
import { recordBeacon } from "~/services/analytics";
import type { Db } from "~/services/platform";

export const CHROME_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
export const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
export const CHROME_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The day the known traffic's "today" is; the traffic covers it and the two days before. */
export const TODAY = "2030-03-10";
export const NOW = new Date(`${TODAY}T12:00:00Z`);

const GB_IP = "81.2.69.142";
const US_IP = "8.8.8.8";
const OWN_HOSTS = ["localhost"];

type Visitor = { ip: string; userAgent: string; screenWidth: number; language: string };
const A: Visitor = { ip: GB_IP, userAgent: CHROME_DESKTOP, screenWidth: 1440, language: "en-GB" };
const B: Visitor = { ip: US_IP, userAgent: FIREFOX_ANDROID, screenWidth: 390, language: "en-US" };
const C: Visitor = { ip: "127.0.0.1", userAgent: CHROME_MAC, screenWidth: 1000, language: "de-DE" };

function at(day: string, time: string): Date {
  return new Date(`${day}T${time}Z`);
}

async function view(db: Db, who: Visitor, when: Date, path: string, referrer: string | null, extra: { signedInStaff?: boolean } = {}) {
  const beacon: Beacon = { type: "pageview", path, referrer, screenWidth: who.screenWidth, screenHeight: 800, language: who.language };
  return recordBeacon(db, beacon, { ip: who.ip, userAgent: who.userAgent, now: when, ownHosts: OWN_HOSTS, ...extra });
}

async function event(
  db: Db,
  who: Visitor,
  when: Date,
  name: Extract<Beacon, { type: "event" }>["name"],
  path: string,
  params: Record<string, string | number> = {},
) {
  return recordBeacon(db, { type: "event", name, path, params }, { ip: who.ip, userAgent: who.userAgent, now: when, ownHosts: OWN_HOSTS });
}

/**
 * Three days of traffic whose every figure is known (see the expectations in the tests):
 * 8 March: A (GB, desktop, from google.com) reads / then /team and requests a consultation;
 *          B (US, mobile, direct, campaign "spring") reads / only.
 * 9 March: A again (a new visitor id: the salt rotated) reads /team only, directly.
 * 10 March (today): C (loopback: no country, laptop, from news.example.com) reads / then /contact
 *          and starts a checkout. A bot, a signed-in staff member and an admin-area view are not counted.
 */
export async function recordKnownTraffic(db: Db): Promise<void> {
  await view(db, A, at("2030-03-08", "09:00:00"), "/", "https://www.google.com/search?q=hsa");
  await event(db, A, at("2030-03-08", "09:00:30"), "time_on_page", "/", { seconds: 30 });
  await view(db, A, at("2030-03-08", "09:01:00"), "/team", "http://localhost/");
  await event(db, A, at("2030-03-08", "09:02:00"), "generate_lead", "/team", { label: "Request a Consultation", value: 999_999 });
  await view(db, B, at("2030-03-08", "15:00:00"), "/?utm_campaign=spring", null);

  await view(db, A, at("2030-03-09", "10:00:00"), "/team", null);
  await event(db, A, at("2030-03-09", "10:01:30"), "time_on_page", "/team", { seconds: 90 });

  await view(db, C, at(TODAY, "08:00:00"), "/", "https://news.example.com/story");
  await view(db, C, at(TODAY, "08:03:00"), "/contact", "http://localhost/");
  await event(db, C, at(TODAY, "08:04:00"), "begin_checkout", "/contact", { item: "CHSA" });

  await recordBeacon(db, { type: "pageview", path: "/" }, { ip: "66.249.66.1", userAgent: GOOGLEBOT, now: at(TODAY, "09:00:00") });
  await view(db, { ...A, ip: "198.51.100.20" }, at(TODAY, "09:30:00"), "/", null, { signedInStaff: true });
  await view(db, { ...B, ip: "198.51.100.21" }, at(TODAY, "09:31:00"), "/svcs/admin-dashboard", null);
}
