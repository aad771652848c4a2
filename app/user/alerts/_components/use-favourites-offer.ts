"use client";

import * as React from "react";

import { apiFetch } from "@/lib/api/client";
import { ruleFromFavourites, type FavouriteLeague, type FavouriteTeam } from "@/lib/alerts/alert-rule-form.rules";

/** The browser's IANA zone: where a new rule's quiet hours are read unless the member picks another. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * The first rule offered to a member with none, from their favourite leagues and teams (GET
 * /api/user/favorites/{leagues,teams}); null while unknown or when they have no favourite to build from.
 */
export function useFavouritesOffer(enabled: boolean) {
  const [offer, setOffer] = React.useState<ReturnType<typeof ruleFromFavourites>>(null);
  React.useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void (async () => {
      const [leagues, teams] = await Promise.all([
        apiFetch<FavouriteLeague[]>("/user/favorites/leagues", { signal: controller.signal }),
        apiFetch<FavouriteTeam[]>("/user/favorites/teams", { signal: controller.signal }),
      ]);
      if (controller.signal.aborted) return;
      const zone = browserTimeZone();
      setOffer(ruleFromFavourites(leagues.success ? leagues.data : [], teams.success ? teams.data : [], zone));
    })();
    return () => controller.abort();
  }, [enabled]);
  return enabled ? offer : null;
}
