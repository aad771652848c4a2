"use client";

import * as React from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { BellIcon, LifeBuoyIcon, LockIcon, ShieldIcon, SlidersHorizontalIcon, UserIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { IconTabsList } from "@/components/member/icon-tabs-list";
import { useAuth, type SessionUser } from "@/components/providers/use-auth";
import { routes, signInHref } from "@/lib/site-config";

import { DisplayForm } from "./display-form";
import { DownloadMyData } from "./download-my-data";
import { NotificationsForm } from "./notifications-form";
import { PreferencesBoundary } from "./preferences-boundary";
import { PrivacyForm } from "./privacy-form";
import { ProfileForm } from "./profile-form";
import { SaferPlayPanel } from "./safer-play-panel";
import { SettingsCard } from "./settings-card";
import { SecurityPanel } from "./security-panel";
import { usePreferences } from "./use-preferences";

const TABS = [
  { value: "profile", label: "Profile", icon: UserIcon },
  { value: "security", label: "Security", icon: ShieldIcon },
  { value: "notifications", label: "Notifications", icon: BellIcon },
  { value: "privacy", label: "Privacy", icon: LockIcon },
  { value: "display", label: "Display", icon: SlidersHorizontalIcon },
  { value: "safer-play", label: "Safer play", icon: LifeBuoyIcon },
] as const;

/** The tab a link asks for (`?tab=safer-play` from a reality check or the budget warning), else the first. */
function tabAskedFor(asked: string | null): string {
  return TABS.find((candidate) => candidate.value === asked)?.value ?? TABS[0].value;
}

/** Reads `?tab=` (a client navigation's new URL too) and opens that tab; keyed so a new ask opens it again. */
function MemberSettingsAtTab({ user }: { user: SessionUser }) {
  const asked = tabAskedFor(useSearchParams().get("tab"));
  return <MemberSettings key={asked} user={user} initialTab={asked} />;
}

/**
 * The settings tabs. The session is display state here: every call below is authorised
 * by the API, and the page itself is guarded on the server.
 */
export function SettingsTabs() {
  const { status, user } = useAuth();
  if (status === "loading") return <SettingsSkeleton />;
  if (status !== "authenticated" || !user) return <SignInPrompt />;
  return (
    <React.Suspense fallback={<SettingsSkeleton />}>
      <MemberSettingsAtTab user={user} />
    </React.Suspense>
  );
}

function MemberSettings({ user, initialTab }: { user: SessionUser; initialTab: string }) {
  // Loaded once for the preference tabs; each saves the whole record (PUT needs notifications and privacy).
  const preferences = usePreferences();
  const [tab, setTab] = React.useState(initialTab);

  return (
    <Tabs value={tab} onValueChange={setTab} className="max-w-3xl gap-6">
      <IconTabsList tabs={TABS} className="grid h-auto w-full grid-cols-2 sm:flex sm:w-fit" />

      <TabsContent value="profile">
        <ProfileForm user={user} />
      </TabsContent>

      <TabsContent value="security">
        <SecurityPanel user={user} />
      </TabsContent>

      <TabsContent value="notifications">
        <SettingsCard title="Notifications" description="Choose what we tell you about, and how.">
          <PreferencesBoundary state={preferences}>
            {(saved) => (
              <NotificationsForm
                initial={saved.notifications}
                onSave={(notifications) => preferences.save({ ...saved, notifications })}
              />
            )}
          </PreferencesBoundary>
        </SettingsCard>
      </TabsContent>

      <TabsContent value="privacy">
        <SettingsCard
          title="Privacy"
          description="Decide who sees your profile and statistics, and what you share with us."
        >
          <PreferencesBoundary state={preferences}>
            {(saved) => (
              <PrivacyForm initial={saved.privacy} onSave={(privacy) => preferences.save({ ...saved, privacy })} />
            )}
          </PreferencesBoundary>
          <DownloadMyData />
        </SettingsCard>
      </TabsContent>

      <TabsContent value="display">
        <SettingsCard title="Display" description="Choose how prices are written across the site.">
          <PreferencesBoundary state={preferences}>
            {(saved) => (
              <DisplayForm initial={saved.display} onSave={(display) => preferences.save({ ...saved, display })} />
            )}
          </PreferencesBoundary>
        </SettingsCard>
      </TabsContent>

      <TabsContent value="safer-play">
        <SaferPlayPanel />
      </TabsContent>
    </Tabs>
  );
}

function SettingsSkeleton() {
  return (
    <div className="flex max-w-3xl flex-col gap-6" aria-busy="true" aria-label="Loading your settings">
      <Skeleton className="h-9 w-full sm:w-96" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

function SignInPrompt() {
  const href = signInHref(routes.user.settings);
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle className="text-xl">
          <h2>Sign in to manage your settings</h2>
        </CardTitle>
        <CardDescription>Your profile, password and preferences are available once you are signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="brand">
          <Link href={href}>Sign In</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
