import { describe, expect, it } from "vitest";

import { alertEmailBodies } from "@/lib/alerts/alert-content.rules";
import { HELP_LINKS, helpLinksHtml, helpLinksText } from "@/lib/play/help-links.rules";

const SAFER = "https://edgecast.example/safer-play";

describe("the help links", () => {
  it("list national helplines, self-exclusion and blocking tools", () => {
    const names = HELP_LINKS.map((link) => link.name);
    expect(names).toEqual(
      expect.arrayContaining(["GamStop", "1-800-GAMBLER", "Gambling Therapy", "Gamban", "BetBlocker"]),
    );
    expect(HELP_LINKS.find((link) => link.name.includes("BeGambleAware"))?.phone).toBe("0808 8020 133");
    for (const link of HELP_LINKS) expect(link.url).toMatch(/^https:\/\//);
  });

  it("write every link in text and in HTML, with the page about the site's own tools", () => {
    const text = helpLinksText(SAFER).join("\n");
    const html = helpLinksHtml(SAFER);
    for (const link of HELP_LINKS) {
      expect(text).toContain(link.url);
      expect(html).toContain(`href="${link.url}"`);
    }
    expect(text).toContain(SAFER);
    expect(html).toContain(`href="${SAFER}"`);
  });
});

describe("alertEmailBodies", () => {
  it("ends the text and the HTML of an alert e-mail with the help links", () => {
    const { text, html } = alertEmailBodies(["Hello Ann,", "", "A value price <Arsenal & Co>"], SAFER);
    expect(text.startsWith("Hello Ann,\n\nA value price <Arsenal & Co>\n")).toBe(true);
    expect(text).toContain("National Gambling Helpline (0808 8020 133): https://www.begambleaware.org");
    expect(text).toContain("GamStop: https://www.gamstop.co.uk");
    expect(html).toContain("<p>Hello Ann,</p><p>A value price &lt;Arsenal &amp; Co&gt;</p>");
    expect(html).toContain('<a href="https://gamban.com">Gamban</a>');
    expect(html).toContain("1-800-GAMBLER");
    expect(html).not.toContain("<Arsenal");
  });
});
