// Row factories for integration tests: plain inserts with sensible defaults and explicit overrides.
import { randomUUID } from "node:crypto";

import { db } from "@/db";
import { predictions, users, type NewPrediction, type Prediction, type Role } from "@/db/schema";
import { hashPassword } from "@/lib/accounts/password-hashing.service";
import { createBearerToken } from "@/lib/accounts/session-tokens.service";

const HOUR = 60 * 60 * 1000;

export async function makePrediction(overrides: Partial<NewPrediction> = {}): Promise<Prediction> {
  const [row] = await db
    .insert(predictions)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeam: "Arsenal",
      awayTeam: "Chelsea",
      matchDate: new Date(Date.now() + 24 * HOUR),
      market: "1x2",
      marketId: "1x2",
      categoryId: "match-result",
      pick: "Arsenal",
      selection: "home",
      confidence: 62,
      odds: -150,
      decimalOdds: 1.6667,
      modelProbability: 0.62,
      marketProbability: 0.58,
      expectedValue: 0.0333,
      edge: 4,
      modelVersion: `test-${randomUUID()}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A user with a bearer token, for calling handlers as that user. */
export async function makeUserWithToken(role: Role = "USER", overrides: { email?: string } = {}) {
  const email = overrides.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      fullName: `${role} Tester`,
      role,
      passwordHash: await hashPassword("factory password 123"),
      emailVerified: true,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const token = await createBearerToken({ sub: user!.id, role, tv: user!.tokenVersion });
  return { user: user!, token, headers: { authorization: `Bearer ${token}` } };
}
