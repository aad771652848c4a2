// Creates a prediction as the e2e super admin would in the console (POST /api/predictions/manual).
import { expect, type APIRequestContext } from "@playwright/test";

import { signInViaApi, SUPERADMIN } from "./accounts";
import { E2E_BASE_URL } from "../support/constants";

export const JSON_API_HEADERS = { Origin: E2E_BASE_URL, Accept: "application/json" };

/** The fields of POST /api/predictions/manual; football and the Premier League unless given. */
export interface ManualPrediction {
  sport?: string;
  league?: string;
  homeTeam: string;
  awayTeam: string;
  matchDate: Date;
  market: string;
  pick: string;
  confidence: number;
  odds: number;
  analysis?: string;
  isPremium?: boolean;
}

/** Returns the new prediction's id. */
export async function createManualPrediction(
  request: APIRequestContext,
  prediction: ManualPrediction,
): Promise<string> {
  const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
  const created = await request.post("/api/predictions/manual", {
    headers: { ...JSON_API_HEADERS, Authorization: `Bearer ${token}` },
    data: { sport: "football", league: "epl", ...prediction, matchDate: prediction.matchDate.toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as string;
}
