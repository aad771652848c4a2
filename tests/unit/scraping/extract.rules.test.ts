import { load } from "cheerio";
import { describe, expect, it } from "vitest";

import { applyJsonRules, extractFromHtml, visibleText } from "@/lib/scraping/extract.rules";
import { moreLabel, previewArray, truncateText } from "@/lib/scraping/format.rules";

const PAGE =
  `<html><head><title> Fixtures </title><meta name="description" content="Today's ` +
  `games"><style>p{}</style></head>
<body><h1>Premier League</h1><script>var secret = "do not ` +
  `return";</script>
<ul><li class="m"><a href="/m/1">Arsenal v Chelsea</a></li><li class="m"><a ` +
  `href="https://x.example/m/2">Spurs v Leeds</a></li>
<li class="m"><a ` +
  `href="javascript:alert(1)">bad</a></li></ul><img class="logo" src="/logo.png"></body></html>`;

describe("extractFromHtml", () => {
  it("summarises a page in html mode: title, description, headings, absolute http links, visible text only", () => {
    const { data, title } = extractFromHtml(PAGE, "https://site.example/today", "html", undefined);
    expect(title).toBe("Fixtures");
    expect(data).toMatchObject({
      title: "Fixtures",
      description: "Today's games",
      headings: ["Premier League"],
      links: [
        { text: "Arsenal v Chelsea", href: "https://site.example/m/1" },
        { text: "Spurs v Leeds", href: "https://x.example/m/2" },
      ],
    });
    expect((data as { text: string }).text).not.toContain("do not return");
  });

  it("applies string and object rules (attribute, multiple) and returns text, never markup", () => {
    const { data } = extractFromHtml(PAGE, "https://site.example/", "html", {
      heading: "h1",
      matches: { selector: "li.m a", multiple: true },
      logo: { selector: "img.logo", attribute: "src" },
      missing: ".nothing",
      missingMany: { selector: ".nothing", multiple: true },
      invalid: "li[",
    });
    expect(data).toEqual({
      heading: "Premier League",
      matches: ["Arsenal v Chelsea", "Spurs v Leeds", "bad"],
      logo: "/logo.png",
      missing: null,
      missingMany: [],
      invalid: null,
    });
  });

  it("returns the visible text in text mode", () => {
    const { data } = extractFromHtml(
      "<p>one</p><p>two</p><script>x()</script>",
      "https://a.example/",
      "text",
      undefined,
    );
    expect(data).toEqual({ text: "one two" });
  });

  it("visibleText leaves the document intact for later rules", () => {
    const $ = load(PAGE);
    visibleText($);
    expect($("script").length).toBe(1);
  });
});

describe("raw-text elements", () => {
  const HOSTILE = `<html><head><title>Shop <script>alert(1)</script><b>now</b></title></head>
<body><textarea id="t"><img src=x onerror=alert(1)>note</textarea></body></html>`;

  it("the title is text: tags written inside <title> do not survive", () => {
    const { data, title } = extractFromHtml(HOSTILE, "https://site.example/", "html", undefined);
    expect(title).toBe("Shop now");
    expect((data as { title: string }).title).toBe("Shop now");
  });

  it("rules reading a title or textarea return text too", () => {
    const { data } = extractFromHtml(HOSTILE, "https://site.example/", "html", { title: "title", note: "#t" });
    expect(data).toEqual({ title: "Shop now", note: "note" });
  });

  it("text that merely mentions a tag elsewhere stays as written", () => {
    const { data } = extractFromHtml("<p>a &lt;b&gt; c</p>", "https://site.example/", "html", { p: "p" });
    expect(data).toEqual({ p: "a <b> c" });
  });
});

describe("applyJsonRules", () => {
  it("reads dot paths and gives null for missing ones, without walking prototypes", () => {
    const doc = { events: [{ name: "A v B", odds: [1.5, 2.5] }] };
    expect(
      applyJsonRules(doc, {
        first: "events.0.name",
        odds: { selector: "events.0.odds" },
        nope: "events.9.name",
        proto: "constructor",
      }),
    ).toEqual({
      first: "A v B",
      odds: [1.5, 2.5],
      nope: null,
      proto: null,
    });
  });
});

describe("Formatted view helpers", () => {
  it("shows 10 array items and 'and N more'", () => {
    const { shown, more } = previewArray(Array.from({ length: 25 }, (_, i) => i));
    expect(shown).toHaveLength(10);
    expect(more).toBe(15);
    expect(moreLabel(more)).toBe("and 15 more");
    expect(previewArray([1, 2]).more).toBe(0);
  });

  it("cuts text at 500 characters", () => {
    expect(truncateText("a".repeat(500))).toEqual({ text: "a".repeat(500), truncated: false });
    const cut = truncateText("b".repeat(501));
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe(`${"b".repeat(500)}…`);
  });
});
