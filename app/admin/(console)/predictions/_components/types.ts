import type { PredictionReference } from "@/lib/predictions/admin.service";

// What GET /api/admin/predictions and /upcoming-matches answer, as the console reads them.

export type { PredictionReference };

export interface PredictionRow {
  id: string;
  matchId: string | null;
  sport: string;
  sportName: string;
  league: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  matchDate: string;
  market: string;
  pick: string;
  confidence: number;
  odds: number;
  decimalOdds: number;
  analysis: string | null;
  status: "PENDING" | "WIN" | "LOSS" | "VOID";
  isPremium: boolean;
  isPublished: boolean;
  source: "MODEL" | "MANUAL";
  createdAt: string;
}

export interface PredictionListAnswer {
  predictions: PredictionRow[];
  /** total and pages are null on a cursor page, or above the count's cap (then totalAbove). */
  pagination: { page: number; pages: number | null; total: number | null; totalAbove?: number };
  nextCursor: string | null;
}

export interface PickerMatch {
  id: string;
  sport: string;
  league: string;
  leagueName: string;
  homeTeam: string;
  awayTeam: string;
  matchDate: string;
  predictions: number;
}
