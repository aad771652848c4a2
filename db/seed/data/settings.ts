// Global settings: the original console's fourteen with their defaults, plus the few that later features read
// (payments rate, AdSense, The Odds API key). The seed inserts a key only when it is absent, so an admin's
// value is never overwritten; `defaultValue` is what Reset to Defaults restores.
import type { SettingCategory, SettingType, SettingValue } from "@/db/schema";
import { DISPOSABLE_DOMAINS_EXTRA_SETTING } from "@/lib/growth/referrals.rules";
import { DEFAULT_MONTHLY_EARNED_DAYS, MONTHLY_EARNED_DAYS_SETTING } from "@/lib/subscriptions/earned-days.rules";

export interface SettingSeed {
  key: string;
  type: SettingType;
  category: SettingCategory;
  description: string;
  defaultValue: SettingValue;
  isSecret?: boolean;
}

/** The fourteen original settings, in the original console's order. */
export const SPEC_SETTINGS: SettingSeed[] = [
  {
    key: "scraping_enabled",
    type: "boolean",
    category: "scraping",
    description: "Fetch fixtures, results and odds from the data providers on the automation schedule.",
    defaultValue: true,
  },
  {
    key: "scraping_interval_hours",
    type: "number",
    category: "scraping",
    description: "Hours between scheduled scrapes of the data providers and scraping sources.",
    defaultValue: 6,
  },
  {
    key: "max_concurrent_scrapes",
    type: "number",
    category: "scraping",
    description: "Most scraping jobs allowed to run at the same time.",
    defaultValue: 5,
  },
  {
    key: "scraping_sources",
    type: "json",
    category: "scraping",
    description: "Sports data sites the scraping manager starts from (name and URL).",
    defaultValue: [
      { name: "ESPN", url: "https://www.espn.com" },
      { name: "BBC Sport", url: "https://www.bbc.com/sport" },
      { name: "The Odds API", url: "https://the-odds-api.com" },
      { name: "Football-Data.co.uk", url: "https://www.football-data.co.uk" },
      { name: "Basketball Reference", url: "https://www.basketball-reference.com" },
    ],
  },
  {
    key: "prediction_model_version",
    type: "string",
    category: "prediction",
    description: "Model version label shown with generated predictions.",
    defaultValue: "v2.1",
  },
  {
    key: "min_confidence_threshold",
    type: "number",
    category: "prediction",
    description:
      "Strictness of automatic picks (0 to 1). At 0.65 a two-way pick (moneyline, spread, total) needs 60% " +
      "confidence and a three-way 1X2 pick 45%; each 0.01 above or below moves both by one point.",
    defaultValue: 0.65,
  },
  {
    key: "auto_generate_predictions",
    type: "boolean",
    category: "prediction",
    description: "Generate predictions automatically for new upcoming matches after each scrape.",
    defaultValue: true,
  },
  {
    key: "prediction_leagues",
    type: "json",
    category: "prediction",
    description: "Leagues the pipeline generates predictions for, by league short name.",
    defaultValue: ["NFL", "NBA", "MLB", "NHL", "EPL", "Champions League"],
  },
  {
    key: "api_rate_limit_per_hour",
    type: "number",
    category: "security",
    description: "Requests per hour allowed for each API key.",
    defaultValue: 1000,
  },
  {
    key: "require_email_verification",
    type: "boolean",
    category: "security",
    description:
      "Accounts sign in only once their address is confirmed (the link in their e-mail, a password reset, or an " +
      "admin who vouches). Off lets new members sign in at once, which lets anyone who registers an address learn " +
      "whether it already had an account.",
    defaultValue: true,
  },
  {
    key: "admin_session_timeout_minutes",
    type: "number",
    category: "security",
    description: "Minutes of inactivity after which an admin session must sign in again.",
    defaultValue: 60,
  },
  {
    key: "site_maintenance_mode",
    type: "boolean",
    category: "general",
    description: "Put the public site into maintenance mode.",
    defaultValue: false,
  },
  {
    key: "max_free_predictions_per_day",
    type: "number",
    category: "prediction",
    description:
      "Full predictions per day for visitors and FREE members; the rest show teams, market and kick-off only.",
    defaultValue: 5,
  },
  {
    key: "support_email",
    type: "string",
    category: "general",
    description: "Address shown on the contact page and in e-mails for support requests.",
    defaultValue: "support@edgecast.example",
  },
];

/** Settings later features read, beyond the original fourteen. */
const EXTRA_SETTINGS: SettingSeed[] = [
  {
    key: "paystack_ngn_rate",
    type: "number",
    category: "general",
    description: "Naira per US dollar used to price Paystack (NGN) checkouts: 1 USD = this many NGN.",
    defaultValue: 1500,
  },
  {
    key: "adsense_publisher_id",
    type: "string",
    category: "general",
    description: "AdSense publisher id (ca-pub-…) used by every ad slot; empty = no ads are loaded.",
    defaultValue: "",
  },
  {
    key: "adsense_auto_ads",
    type: "boolean",
    category: "general",
    description: "Let AdSense place automatic ads in addition to the configured ad units.",
    defaultValue: false,
  },
  {
    key: "adsense_personalized_ads",
    type: "boolean",
    category: "general",
    description: "Request personalised ads when the visitor's consent allows it; otherwise only non-personalised ads.",
    defaultValue: true,
  },
  {
    key: "odds_api_key",
    type: "string",
    category: "scraping",
    description: "The Odds API key (ODDS_API_KEY in the environment takes precedence). Empty = odds are not fetched.",
    defaultValue: "",
    isSecret: true,
  },
  {
    key: "alerts_max_per_hour",
    type: "number",
    category: "general",
    description:
      "Instant alerts a member gets per channel (push, e-mail) in an hour; the rest wait for their daily digest.",
    defaultValue: 5,
  },
  {
    key: "alerts_digest_hour",
    type: "number",
    category: "general",
    description: "Local hour (0–23, in each alert rule's time zone) at which the daily alert digest is sent.",
    defaultValue: 8,
  },
  {
    key: MONTHLY_EARNED_DAYS_SETTING,
    type: "number",
    category: "general",
    description: "Most premium days one member can earn from invitations in a calendar month (in their own time zone).",
    defaultValue: DEFAULT_MONTHLY_EARNED_DAYS,
  },
  {
    key: DISPOSABLE_DOMAINS_EXTRA_SETTING,
    type: "json",
    category: "security",
    description:
      "Disposable e-mail domains (each with its subdomains) beyond the shipped list: a friend confirming an address " +
      "there earns no invitation days.",
    defaultValue: [],
  },
];

export const SETTINGS: SettingSeed[] = [...SPEC_SETTINGS, ...EXTRA_SETTINGS];
