import type { PredictionReference } from "@/lib/services/admin-predictions";

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
  pagination: { page: number; pages: number; total: number };
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
