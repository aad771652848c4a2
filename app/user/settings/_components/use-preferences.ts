"use client";

import * as React from "react";

import { apiFetch, type ApiResult } from "@/lib/api/client";
import {
  PROFILE_VISIBILITIES,
  type NotificationPreferences,
  type Preferences,
  type PrivacyPreferences,
} from "@/lib/accounts/auth.input";
import { DEFAULT_ODDS_FORMAT, isOddsFormat } from "@/lib/format/odds.rules";

type PreferencesState =
  { status: "loading" } | { status: "error"; error: string } | { status: "ready"; preferences: Preferences };

export type PreferencesController = PreferencesState & {
  /** Loads again after an error. */
  retry: () => void;
  /** PUT /api/user/preferences with the whole record; on success the stored answer becomes the state. */
  save: (next: Preferences) => Promise<ApiResult<Preferences>>;
};

const LOAD_ERROR = "We could not load your preferences.";

/** The member's stored notification, privacy and display preferences (GET/PUT /api/user/preferences). */
export function usePreferences(): PreferencesController {
  const [state, setState] = React.useState<PreferencesState>({ status: "loading" });
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    void apiFetch<unknown>("/user/preferences", { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      const preferences = result.success ? normalisePreferences(result.data) : null;
      setState(
        preferences
          ? { status: "ready", preferences }
          : { status: "error", error: (!result.success && result.error) || LOAD_ERROR },
      );
    });
    return () => controller.abort();
  }, [attempt]);

  const retry = React.useCallback(() => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  }, []);

  const save = React.useCallback(async (next: Preferences): Promise<ApiResult<Preferences>> => {
    const result = await apiFetch<unknown>("/user/preferences", { method: "PUT", body: next });
    if (!result.success) return result;
    const stored = normalisePreferences(result.data) ?? next;
    setState({ status: "ready", preferences: stored });
    return { success: true, data: stored };
  }, []);

  return { ...state, retry, save };
}

/** Picks the known fields of the API's answer, so a PUT never echoes keys the strict schema would refuse. */
function normalisePreferences(input: unknown): Preferences | null {
  if (!isRecord(input) || !isRecord(input.notifications) || !isRecord(input.privacy)) return null;
  const n = input.notifications;
  const p = input.privacy;
  const notifications: NotificationPreferences = {
    email: n.email === true,
    push: n.push === true,
    predictionAlerts: n.predictionAlerts === true,
    weeklyDigest: n.weeklyDigest === true,
    marketing: n.marketing === true,
  };
  const privacy: PrivacyPreferences = {
    profileVisibility: PROFILE_VISIBILITIES.find((value) => value === p.profileVisibility) ?? "private",
    showStats: p.showStats === true,
    dataSharing: p.dataSharing === true,
  };
  const oddsFormat = isRecord(input.display) ? input.display.oddsFormat : undefined;
  return {
    notifications,
    privacy,
    display: { oddsFormat: isOddsFormat(oddsFormat) ? oddsFormat : DEFAULT_ODDS_FORMAT },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
