// Where to get help with gambling: national helplines, support and blocking tools, in one list that the site footer,
// every alert e-mail, the weekly digest, the Safer play settings tab, the /safer-play page and the age-verification
// page all read, so a number changes in one place. Pure and browser-safe.

export interface HelpLink {
  name: string;
  /** Who it serves and what it does, in a few words. */
  description: string;
  url: string;
  /** A telephone number to call, as written for people in that country. */
  phone?: string;
  kind: "helpline" | "support" | "self-exclusion" | "blocking";
}

export const HELP_LINKS: readonly HelpLink[] = [
  {
    name: "BeGambleAware / National Gambling Helpline",
    description: "UK: free, confidential advice, 24 hours a day",
    url: "https://www.begambleaware.org",
    phone: "0808 8020 133",
    kind: "helpline",
  },
  {
    name: "GamStop",
    description: "UK: exclude yourself from every licensed gambling site at once",
    url: "https://www.gamstop.co.uk",
    kind: "self-exclusion",
  },
  {
    name: "1-800-GAMBLER",
    description: "US: the National Council on Problem Gambling's helpline",
    url: "https://www.1800gambler.net",
    phone: "1-800-426-2537",
    kind: "helpline",
  },
  {
    name: "Gambling Therapy",
    description: "International: free support online, in many languages",
    url: "https://www.gamblingtherapy.org",
    kind: "helpline",
  },
  {
    name: "GamCare",
    description: "UK: support, information and counselling for anyone affected by gambling",
    url: "https://www.gamcare.org.uk",
    kind: "support",
  },
  {
    name: "Gamblers Anonymous",
    description: "Peer support meetings worldwide",
    url: "https://www.gamblersanonymous.org",
    kind: "support",
  },
  {
    name: "Gamban",
    description: "Blocking software for gambling sites and apps",
    url: "https://gamban.com",
    kind: "blocking",
  },
  {
    name: "BetBlocker",
    description: "Free blocking software for gambling sites and apps",
    url: "https://betblocker.org",
    kind: "blocking",
  },
];

/** One line of a link for a plain-text e-mail: "Name (phone): url". */
function helpLinkLine(link: HelpLink): string {
  return `- ${link.name}${link.phone ? ` (${link.phone})` : ""}: ${link.url}`;
}

/** The help section of a plain-text e-mail, ending with the page that explains the site's own tools. */
export function helpLinksText(saferPlayUrl: string): string[] {
  return [
    "Gambling should stay fun. If it isn't, help is free and confidential:",
    ...HELP_LINKS.map(helpLinkLine),
    `Limits, time-outs and self-exclusion on this site: ${saferPlayUrl}`,
  ];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The same help section for an HTML e-mail. */
export function helpLinksHtml(saferPlayUrl: string): string {
  const items = HELP_LINKS.map(
    (link) =>
      `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a>` +
      `${link.phone ? ` (${escapeHtml(link.phone)})` : ""}: ${escapeHtml(link.description)}</li>`,
  ).join("");
  return (
    `<p>Gambling should stay fun. If it isn't, help is free and confidential:</p><ul>${items}</ul>` +
    `<p><a href="${escapeHtml(saferPlayUrl)}">Limits, time-outs and self-exclusion on this site</a></p>`
  );
}
