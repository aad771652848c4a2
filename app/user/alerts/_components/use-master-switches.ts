"use client";

import { useMemberData } from "@/components/member/use-member-data";

/** The account's master switches for alerts (users.notifications, GET /api/user/preferences). */
export interface MasterSwitches {
  /** All alerts and the in-app notifications. */
  predictionAlerts: boolean;
  push: boolean;
  email: boolean;
}

export function useMasterSwitches() {
  const { state, reload } = useMemberData<{ notifications?: Partial<Record<keyof MasterSwitches, unknown>> }>(
    "/user/preferences",
  );
  const stored = state.data?.notifications;
  const switches: MasterSwitches | null = stored
    ? {
        predictionAlerts: stored.predictionAlerts === true,
        push: stored.push === true,
        email: stored.email === true,
      }
    : null;
  return { status: state.status, error: state.error, switches, reload };
}
