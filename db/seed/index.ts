// Seeding entry point: reference data, the super admin and, on request, the demo world. Every step is
// idempotent, so this runs on every start (lib/system/bootstrap.service.ts) and from `npm run db:seed`.
// It prints nothing: the caller shows generated credentials once.
import type { DbOrTx } from "@/db";

import { ensureSuperAdmin, type SeededLogin } from "./accounts";
import { seedDemoWorld } from "./demo-world";
import { seedReferenceData } from "./reference-data";

export { ensureSuperAdmin, DEFAULT_SUPER_ADMIN_EMAIL } from "./accounts";
export { countDemoRows, removeDemoData } from "./remove-demo";
export { seedReferenceData } from "./reference-data";

export interface SeedOptions {
  /** Build (or roll forward) the demo world and its two accounts. */
  demo: boolean;
  /** Used only when no SUPER_ADMIN exists yet; without a password a random one is generated and returned. */
  superAdmin?: { email?: string; password?: string };
  /** The instant the demo world is built around (default: now). */
  now?: Date;
  /** Demo-world PRNG seed (default DEFAULT_DEMO_SEED). */
  demoSeed?: number;
}

export interface SeedResult {
  superAdmin: SeededLogin;
  /** The demo member and admin; empty when demo is false. Passwords only for accounts created by this run. */
  demoUsers: SeededLogin[];
  /** Row counts for logs: reference tables, and demo teams/matches/odds when demo is true. */
  counts: Record<string, number>;
}

export async function seedDatabase(db: DbOrTx, options: SeedOptions): Promise<SeedResult> {
  const reference = await seedReferenceData(db);
  const superAdmin = await ensureSuperAdmin(db, options.superAdmin ?? {});
  const counts: Record<string, number> = {
    sports: reference.sports,
    leagues: reference.leagues,
    categories: reference.categories,
    markets: reference.markets,
    plans: reference.plans,
    settings: reference.settings,
    mlModels: reference.mlModels,
  };
  if (!options.demo) return { superAdmin, demoUsers: [], counts };

  const demo = await seedDemoWorld(db, { now: options.now, seed: options.demoSeed });
  return {
    superAdmin,
    demoUsers: demo.users,
    counts: {
      ...counts,
      demoTeams: demo.teams,
      demoMatches: demo.matches,
      demoUpcomingMatches: demo.upcomingMatches,
      demoOddsSnapshots: demo.oddsSnapshots,
    },
  };
}
