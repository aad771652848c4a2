import "server-only";

import { announcePicksPublished } from "@/lib/alerts/publication.service";
import { randomBytes } from "node:crypto";

import { listExistingLeagues } from "@/lib/jobs/automation.queries";
import { AppError } from "@/lib/core/errors";
import { DEFAULT_GENERATION_MARKETS } from "@/lib/predictions/predictions.input";
import type { PanelGenerateInput } from "@/lib/analytics/dashboard.input";
import { siteConfig } from "@/lib/site-config";

import type { AuditActor } from "@/lib/audit/audit.service";
import { buildDashboardStats } from "./dashboard-figures.rules";
import { getPipelineHealth } from "@/lib/pipeline/automation-health.service";
import { getMailHealth } from "@/lib/mail/outbox.service";
import { generatePredictions } from "@/lib/generation/generation.service";
import { PANEL_SPORT_ALIASES } from "@/lib/scraping/scraping.service";
import { getPredictionStats } from "@/lib/predictions/predictions.service";
import { getSportsDataStats } from "@/lib/market/sports-data.service";
import { createUser, getUserStats, type UserAdminActor } from "@/lib/accounts/users.service";

// The admin dashboard's server side: one call for the eight stat
// cards, the Create Admin User button, and the scraper panel's Generate Predictions for one league.

/**
 * GET /api/admin/dashboard: the stat cards, each computed from the database by its own service, the
 * pipeline's health (run success rate over 24 hours with its n, each provider's calls and last error) and
 * the mail's (where it goes, what waits in the outbox).
 */
export async function getAdminDashboardStats(now = new Date()) {
  const [users, predictions, matches, pipeline, mail] = await Promise.all([
    getUserStats(now),
    getPredictionStats(),
    getSportsDataStats(),
    getPipelineHealth(now),
    getMailHealth(),
  ]);
  return { ...buildDashboardStats({ users, predictions, matches }), pipeline, mail };
}

/** Characters of a generated password: no look-alikes (0/O, 1/l/I) so it can be read off the screen. */
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const PASSWORD_LENGTH = 20;

/** 20 characters from a 56-symbol alphabet (~116 bits), by rejection sampling so every symbol is equally likely. */
function generateStrongPassword(length = PASSWORD_LENGTH): string {
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let password = "";
  while (password.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && password.length < length) password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    }
  }
  return password;
}

/**
 * The dashboard's Create Admin User button: a new ADMIN account with a generated address on the site's
 * domain, a generated name and a random password. The password is returned once, in this answer, and is
 * stored only as a hash; the admin must change it after signing in. Its made-up address receives no mail, so the
 * super admin who hands the password over vouches for the account (emailVerified): it signs in at once. createUser
 * applies the role rules (only a SUPER_ADMIN creates an ADMIN) and writes the user.create audit entry.
 */
export async function createDashboardAdmin(actor: UserAdminActor, ip: string | null) {
  const suffix = randomBytes(4).toString("hex");
  const domain = siteConfig.contact.email.split("@")[1] ?? "edgecast.example";
  const password = generateStrongPassword();
  const user = await createUser(
    actor,
    {
      email: `admin-${suffix}@${domain}`,
      fullName: `Admin ${suffix.toUpperCase()}`,
      password,
      role: "ADMIN",
      emailVerified: true,
    },
    ip,
  );
  return { message: "Admin user created successfully", user, password };
}

/**
 * The scraper panel's Generate Predictions: model picks for the league's upcoming matches (the next 7 days),
 * as the pipeline's generate stage makes them (min_confidence_threshold and prediction_leagues apply).
 * Audited as prediction.generate when it writes any.
 */
export async function generateLeaguePredictions(actor: AuditActor, input: PanelGenerateInput) {
  const [league] = await listExistingLeagues([input.league]);
  if (!league)
    throw new AppError("validation_failed", `Unknown league '${input.league}'.`, [
      { path: "league", message: "Unknown league" },
    ]);
  // The panel's sport words: 'soccer' is our 'football', its 'football' the NFL's; the league decides.
  if (input.sport !== league.sportId && PANEL_SPORT_ALIASES[input.sport] !== league.sportId) {
    throw new AppError("validation_failed", `'${league.id}' is not a ${input.sport} league.`, [
      { path: "sport", message: "Sport does not match the league" },
    ]);
  }
  const summary = await generatePredictions({ leagues: [league.id], markets: [...DEFAULT_GENERATION_MARKETS], actor });
  await announcePicksPublished(summary.predictions.filter((pick) => pick.isPublished).map((pick) => pick.id));
  return {
    league: league.id,
    predictions_generated: summary.generated,
    matches: summary.matches,
    skipped: summary.skipped.length,
    predictions: summary.predictions,
  };
}
