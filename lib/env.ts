import "server-only";

import { z } from "zod";

import { DEFAULT_PORT, deriveAppUrl } from "@/lib/startup.mjs";
import { decodeBase64Url, isUncompressedP256Point } from "@/lib/core/base64url";
import { publisherIdSchema } from "@/lib/core/common.input";
import { parseOriginPatterns } from "@/lib/core/origin-patterns";

// Every environment variable the server reads, validated once. Code reads `env.X`, never process.env.
// .env.example mirrors this file: a new variable updates both.

/** APP_URL when unset: the HOST/PORT the server listens on (an invalid PORT is reported by server.mjs). */
function derivedAppUrl(): string {
  try {
    return deriveAppUrl(process.env).url;
  } catch {
    return `http://localhost:${DEFAULT_PORT}`;
  }
}

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (value) =>
      value === undefined || value === "" ? fallback : ["1", "true", "yes", "on"].includes(String(value).toLowerCase()),
    z.boolean(),
  );

/** The push services browsers subscribe with: FCM (Chrome, Edge, Android), Mozilla, Apple, and WNS (Windows). */
const DEFAULT_PUSH_SERVICE_ORIGINS =
  "https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com," +
  "https://*.notify.windows.com";

const originPatternList = z.string().transform((value, context) => {
  try {
    return parseOriginPatterns(value);
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

/** An exact IPv4 address in 127.0.0.0/8, or ::1: the only addresses PUSH_ALLOW_ADDRESSES may name. */
const LOOPBACK_ADDRESS =
  /^(127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)|::1)$/;

const vapidKey = (bytes: number, what: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => {
        const decoded = decodeBase64Url(value);
        return bytes === 65 ? isUncompressedP256Point(decoded) : decoded?.length === bytes;
      }, `must be ${what}, base64url`)
      .optional(),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** PostgreSQL server URL. Unset → the embedded PGlite database in PGLITE_DATA_DIR. */
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /** Connections in the postgres.js pool (server mode). */
    DATABASE_POOL_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(10)),
    /**
     * Redis server URL (redis://host:port[/db]) shared by several app instances: Next's `use cache` entries,
     * rendered pages and tag expiries live there (lib/cache/redis). Read by next.config.ts when the server
     * starts. Needs DATABASE_URL (the embedded database serves one process). Unset → one instance,
     * in-memory cache.
     */
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" }).optional(),
    ),
    /** Embedded database directory, or "memory://" for a throw-away in-memory database. One process per directory. */
    PGLITE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/pglite")),
    /**
     * Public origin of the site: canonical links, sitemaps, Open Graph URLs, the CSRF origin check, links in
     * mail and payment returns. Unset → where the server listens, http://localhost:<PORT> (lib/startup.mjs;
     * server.mjs sets it and warns once, so a deployment behind a proxy must set it).
     */
    APP_URL: z.preprocess((value) => emptyAsUndefined(value) ?? derivedAppUrl(), z.url()),
    /** Super admin created by the seed. Unset on the embedded database → a random password printed once. */
    SUPERADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    SUPERADMIN_PASSWORD: optionalString,
    /** Build the labelled demo world (teams, a past season, next week's fixtures) on an empty database. */
    SEED_DEMO_DATA: booleanFlag(true),
    /** How many reverse-proxy hops in front of the app append to X-Forwarded-For (0 = use the socket peer). */
    TRUSTED_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(5).default(0)),
    /**
     * Secret that signs sessions and bearer tokens (32+ random bytes, e.g. `openssl rand -base64 32`).
     * Required in production on a PostgreSQL server; on the embedded database one is generated into
     * `<PGLITE_DATA_DIR>-auth-secret` on first start.
     */
    AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
    ),
    /** next-auth's public origin (read by next-auth itself); set it to APP_URL in production. */
    AUTH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /** SMTP connection URL for outgoing mail (smtps://user:pass@host:465). Unset → mail is kept in the outbox and
     * logged in development. */
    SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Sender address of outgoing mail. */
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("EdgeCast <no-reply@edgecast.example>")),
    /** ESPN site API base (no key). Tests point it at a local fake server. */
    ESPN_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://site.api.espn.com/apis/site/v2/sports")),
    /** The Odds API v4 host. */
    ODDS_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://api.the-odds-api.com")),
    /** The Odds API key (secret). The global setting `odds_api_key` may hold it instead; unset → no odds fetched. */
    ODDS_API_KEY: optionalString,
    /** AdSense publisher id (ca-pub-…); takes precedence over the `adsense_publisher_id` setting. Unset → the setting.
     */
    ADSENSE_PUBLISHER_ID: z.preprocess(emptyAsUndefined, publisherIdSchema.optional()),
    /** Time limit for one call to a data provider (ESPN, The Odds API), in milliseconds. */
    PROVIDER_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(10_000)),
    /** Paystack secret key (sk_test_… / sk_live_…): API calls and webhook signatures. Unset → Paystack checkout is off.
     */
    PAYSTACK_SECRET_KEY: optionalString,
    PAYSTACK_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://api.paystack.co")),
    /** Flutterwave secret key (FLWSECK_…) for API calls. Unset → Flutterwave checkout is off. */
    FLUTTERWAVE_SECRET_KEY: optionalString,
    /** The webhook secret hash typed in the Flutterwave dashboard (verif-hash / flutterwave-signature). */
    FLUTTERWAVE_SECRET_HASH: optionalString,
    FLUTTERWAVE_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://api.flutterwave.com/v3")),
    /** NOWPayments API key (x-api-key). Unset → crypto checkout is off. */
    NOWPAYMENTS_API_KEY: optionalString,
    /** NOWPayments IPN secret (dashboard → Store settings), separate from the API key. */
    NOWPAYMENTS_IPN_SECRET: optionalString,
    NOWPAYMENTS_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://api.nowpayments.io/v1")),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** Inngest event key: set it (or INNGEST_DEV) to run jobs on Inngest; unset → the local in-process runner. */
    INNGEST_EVENT_KEY: optionalString,
    /** Inngest signing key: /api/inngest verifies Inngest's requests with it. Required in production with
     * INNGEST_EVENT_KEY. */
    INNGEST_SIGNING_KEY: optionalString,
    /** "1" (or the dev server URL) to use a local Inngest dev server. Never set in production. */
    INNGEST_DEV: optionalString,
    /** Inngest API/event host override (self-hosted Inngest or the dev server). */
    INNGEST_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    /**
     * The VAPID key pair (RFC 8292) that signs web push requests: `npx web-push generate-vapid-keys`. Set both
     * or neither; unset → a pair is generated on first use and kept in the web_push_keys table. Several
     * instances on one database share that row, but set them when subscriptions must survive a new database.
     */
    VAPID_PUBLIC_KEY: vapidKey(65, "an uncompressed P-256 public key (65 bytes)"),
    VAPID_PRIVATE_KEY: vapidKey(32, "a P-256 private key (32 bytes)"),
    /** Who push services may contact about our requests: a mailto: or https: URL. Unset → the support address. */
    VAPID_SUBJECT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((value) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/i.test(value), "must be a mailto: or https: URL")
        .optional(),
    ),
    /**
     * Origins of the push services whose endpoints members may register (comma-separated; "https://*.host" allows
     * one label under host, as WNS needs). Anything else is refused when subscribing and again before sending.
     */
    PUSH_SERVICE_ORIGINS: z.preprocess(
      (value) => emptyAsUndefined(value) ?? DEFAULT_PUSH_SERVICE_ORIGINS,
      originPatternList,
    ),
    /**
     * TESTS ONLY: loopback addresses (127.x.y.z, ::1; comma-separated) that push requests may connect to, so an
     * end-to-end run of the production server can reach a fake push service. Never set it on a real deployment.
     */
    PUSH_ALLOW_ADDRESSES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(",")
            .map((entry) => entry.trim())
            .filter((entry) => entry !== ""),
        )
        .pipe(z.array(z.string().regex(LOOPBACK_ADDRESS, "only loopback addresses (127.x.y.z, ::1)")))
        .default([]),
    ),
  })
  .superRefine((value, context) => {
    if (value.REDIS_URL && !value.DATABASE_URL) {
      // Several instances on one embedded database would each open the same data directory.
      context.addIssue({
        code: "custom",
        path: ["REDIS_URL"],
        message: "REDIS_URL (several instances) needs DATABASE_URL: the embedded database serves one process",
      });
    }
    if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: "custom",
        path: [value.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither",
      });
    }
    // Production jobs are signed (docs/decisions.md, "Security rules"): INNGEST_SIGNING_KEY set, INNGEST_DEV unset.
    if (value.NODE_ENV !== "production") return;
    if (value.INNGEST_DEV && !["0", "false"].includes(value.INNGEST_DEV.toLowerCase())) {
      context.addIssue({ code: "custom", path: ["INNGEST_DEV"], message: "INNGEST_DEV must be unset in production" });
    }
    if (value.INNGEST_EVENT_KEY && !value.INNGEST_SIGNING_KEY) {
      context.addIssue({
        code: "custom",
        path: ["INNGEST_SIGNING_KEY"],
        message: "INNGEST_SIGNING_KEY is required in production when INNGEST_EVENT_KEY is set",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

function parseEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv();
