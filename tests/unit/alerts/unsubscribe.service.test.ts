import { describe, expect, it } from "vitest";

import { openUnsubscribeToken, unsubscribeHeaders, unsubscribeToken } from "@/lib/alerts/unsubscribe.service";

// The one-click unsubscribe token binds a member to their rules with a MAC: it opens as made, the same rules in
// any order give the same token, and any edit of the body or the MAC is refused.

describe("unsubscribe tokens", () => {
  it("open to the member and rules they were made for, rules sorted and once each", () => {
    const token = unsubscribeToken("user-1", ["rule-b", "rule-a", "rule-b"]);
    expect(openUnsubscribeToken(token)).toEqual({ u: "user-1", r: ["rule-a", "rule-b"] });
    expect(unsubscribeToken("user-1", ["rule-a", "rule-b"])).toBe(token);
  });

  it("refuse an edited body, another MAC, a truncated token and junk", () => {
    const token = unsubscribeToken("user-1", ["rule-a"]);
    const [, mac] = token.split(".");
    const edited = `${Buffer.from(JSON.stringify({ u: "user-2", r: ["rule-a"] })).toString("base64url")}.${mac}`;
    const otherMac = unsubscribeToken("user-2", ["rule-a"]).split(".")[1];
    for (const bad of [edited, `${token.split(".")[0]}.${otherMac}`, token.slice(0, -1), "", "a.b", "x".repeat(5000)]) {
      expect(openUnsubscribeToken(bad)).toBeNull();
    }
  });

  it("RFC 8058 headers name the one-click URL and the POST body mail clients send", () => {
    expect(unsubscribeHeaders("https://edgecast.example/api/alerts/unsubscribe?token=t.m")).toEqual({
      "List-Unsubscribe": "<https://edgecast.example/api/alerts/unsubscribe?token=t.m>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
