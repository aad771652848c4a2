"use client";

import Link from "next/link";
import { GiftIcon, LogInIcon, PlayCircleIcon, UserPlusIcon, WrenchIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/components/providers/use-auth";
import { EARNINGS_RULES as RULES, routes, signInHref } from "@/lib/site-config";

import { EarningsRules } from "./earnings-rules";

/**
 * The two tabs, both placeholders while the feature is under maintenance, and the rules. The
 * server gate already turned visitors away; a browser whose session has ended meanwhile gets the
 * fixed sign-in message instead.
 */
export function EarningsView() {
  const { status } = useAuth();
  if (status === "loading")
    return <Skeleton className="h-72 w-full max-w-4xl rounded-xl" aria-label="Loading the earnings center" />;
  if (status !== "authenticated") return <SignInMessage />;

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <Tabs defaultValue="ads" className="gap-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="ads" className="px-3 py-1.5">
            <PlayCircleIcon aria-hidden="true" />
            Watch Ads
          </TabsTrigger>
          <TabsTrigger value="referrals" className="px-3 py-1.5">
            <UserPlusIcon aria-hidden="true" />
            Invite Friends
          </TabsTrigger>
        </TabsList>
        <TabsContent value="ads">
          <Maintenance
            title="Watch Ads"
            description={
              `Watch a ${RULES.adLengthSeconds}-second ad to earn ${RULES.premiumDaysPerAd} day of ` +
              `premium, up to ${RULES.maxAdsPerDay} ads a day.`
            }
            message="Watching ads is temporarily disabled for maintenance. Please check back soon."
          />
        </TabsContent>
        <TabsContent value="referrals">
          <Maintenance
            title="Invite Friends"
            description={
              `Earn ${RULES.premiumDaysPerReferral} days of premium for every friend who joins with your ` + `link.`
            }
            message="Referrals are temporarily disabled for maintenance. Please check back soon."
          />
        </TabsContent>
      </Tabs>
      <EarningsRules />
    </div>
  );
}

function Maintenance({ title, description, message }: { title: string; description: string; message: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="status" className="flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4">
          <WrenchIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function SignInMessage() {
  const href = signInHref(routes.user.earnings);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <GiftIcon aria-hidden="true" className="size-5" />
          <h2>Sign in required</h2>
        </CardTitle>
        <CardDescription>Please log in to access the earnings center.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="brand">
          <Link href={href}>
            <LogInIcon aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
