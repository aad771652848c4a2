import Link from "next/link";
import { BellIcon, CoinsIcon, HeartIcon, HistoryIcon, SettingsIcon, SparklesIcon, type LucideIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { routes } from "@/lib/site-config";

const ACTIONS: { label: string; href: string; icon: LucideIcon }[] = [
  { label: "Browse predictions", href: routes.predictions, icon: SparklesIcon },
  { label: "My predictions", href: routes.user.predictions, icon: HistoryIcon },
  { label: "My favorites", href: routes.user.favorites, icon: HeartIcon },
  { label: "My alerts", href: routes.user.alerts, icon: BellIcon },
  { label: "Earnings center", href: routes.user.earnings, icon: CoinsIcon },
  { label: "Settings", href: routes.user.settings, icon: SettingsIcon },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>Quick Actions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <nav aria-label="Quick actions" className="flex flex-col gap-2">
          {ACTIONS.map((action) => (
            <Button key={action.href} asChild variant="outline" className="justify-start">
              <Link href={action.href}>
                <action.icon aria-hidden="true" />
                {action.label}
              </Link>
            </Button>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}
