import { describe, expect, it } from "vitest";

import { originAllowed, parseOriginPatterns } from "@/lib/core/origin-patterns";

// The allow-list of push service origins (PUSH_SERVICE_ORIGINS): what a setting may say, and which endpoints
// it lets through.

const DEFAULTS = parseOriginPatterns(
  "https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com," +
    "https://*.notify.windows.com",
);

describe("parseOriginPatterns", () => {
  it("reads origins, ports, wildcards, and tolerates case, spaces, a trailing slash and blank entries", () => {
    expect(
      parseOriginPatterns(" HTTPS://FCM.GoogleApis.com/ , ,https://push.example:8443,https://*.Notify.windows.com"),
    ).toEqual([
      { host: "fcm.googleapis.com", wildcard: false, port: 443 },
      { host: "push.example", wildcard: false, port: 8443 },
      { host: "notify.windows.com", wildcard: true, port: 443 },
    ]);
    expect(parseOriginPatterns("https://127.0.0.1:9443")).toEqual([{ host: "127.0.0.1", wildcard: false, port: 9443 }]);
    expect(parseOriginPatterns("https://push.example:443")).toEqual([
      { host: "push.example", wildcard: false, port: 443 },
    ]);
  });

  it.each([
    ["http://fcm.googleapis.com", /https/],
    ["ftp://fcm.googleapis.com", /https/],
    ["https://user:pw@fcm.googleapis.com", /credentials/],
    ["https://fcm.googleapis.com/fcm/send", /origin only/],
    ["https://fcm.googleapis.com?x=1", /origin only/],
    ["https://fcm.googleapis.com#x", /origin only/],
    ["https://*.com", /two labels/],
    ["https://*.1.2.3", /not an origin|two labels/],
    ["https://*", /host/],
    ["https://fcm.*.com", /host/],
    ["https://fcm_x.example", /host/],
    ["fcm.googleapis.com", /not an origin/],
    ["", /at least one origin/],
    [" , ", /at least one origin/],
  ])("refuses %j", (text, message) => {
    expect(() => parseOriginPatterns(text)).toThrow(message);
  });
});

describe("originAllowed", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://FCM.GOOGLEAPIS.COM/fcm/send/abc",
    "https://fcm.googleapis.com:443/fcm/send/abc",
    "https://fcm.googleapis.com./fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGuQyavXutnMH",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    "https://DB5.Notify.Windows.com/w/?token=x",
  ])("allows %s with the defaults", (endpoint) => {
    expect(originAllowed(endpoint, DEFAULTS)).toBe(true);
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/abc", "plain http"],
    ["https://fcm.googleapis.com:8443/fcm/send/abc", "another port"],
    ["https://user@fcm.googleapis.com/fcm/send/abc", "userinfo"],
    ["https://user:pw@fcm.googleapis.com/fcm/send/abc", "credentials"],
    ["https://fcm.googleapis.com.evil.example/x", "suffix of another domain"],
    ["https://evilfcm.googleapis.com/x", "another subdomain"],
    ["https://notify.windows.com/w/", "the wildcard's own domain"],
    ["https://a.b.notify.windows.com/w/", "two labels under the wildcard"],
    ["https://evilnotify.windows.com/w/", "a lookalike of the wildcard"],
    ["https://127.0.0.1/x", "an address"],
    ["https://push.example/x", "an unknown host"],
    ["not a url", "not a URL"],
    ["javascript:alert(1)", "another scheme"],
  ])("refuses %s (%s)", (endpoint) => {
    expect(originAllowed(endpoint, DEFAULTS)).toBe(false);
  });

  it("matches an explicit port exactly", () => {
    const patterns = parseOriginPatterns("https://127.0.0.1:9443,https://*.push.test:8443");
    expect(originAllowed("https://127.0.0.1:9443/push/1", patterns)).toBe(true);
    expect(originAllowed("https://127.0.0.1/push/1", patterns)).toBe(false);
    expect(originAllowed("https://127.0.0.1:9444/push/1", patterns)).toBe(false);
    expect(originAllowed("https://eu.push.test:8443/x", patterns)).toBe(true);
    expect(originAllowed("https://eu.push.test/x", patterns)).toBe(false);
  });
});
