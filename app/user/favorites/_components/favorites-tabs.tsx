"use client";

import { HeartIcon, TrophyIcon, UsersIcon } from "lucide-react";

import { Tabs, TabsContent } from "@/components/ui/tabs";
import { IconTabsList } from "@/components/member/icon-tabs-list";

import { FavoriteLeaguesPanel, type LeagueOption } from "./favorite-leagues-panel";
import { FavoritePredictionsPanel } from "./favorite-predictions-panel";
import { FavoriteTeamsPanel } from "./favorite-teams-panel";

const TABS = [
  { value: "predictions", label: "Predictions", icon: HeartIcon },
  { value: "teams", label: "Teams", icon: UsersIcon },
  { value: "leagues", label: "Leagues", icon: TrophyIcon },
] as const;

/** The three kinds of favourite, one tab each. Every list shares its store with the hearts on the page. */
export function FavoritesTabs({ leagues }: { leagues: LeagueOption[] }) {
  return (
    <Tabs defaultValue="predictions" className="max-w-4xl gap-6">
      <IconTabsList tabs={TABS} className="w-full sm:w-fit" />
      <TabsContent value="predictions">
        <FavoritePredictionsPanel />
      </TabsContent>
      <TabsContent value="teams">
        <FavoriteTeamsPanel />
      </TabsContent>
      <TabsContent value="leagues">
        <FavoriteLeaguesPanel leagues={leagues} />
      </TabsContent>
    </Tabs>
  );
}
