import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";

export interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  /** What the figure is measured on, e.g. "from 412 settled picks". */
  detail?: ReactNode;
}

/** One summary figure at the top of a browse page. */
export function StatCard({ icon: Icon, label, value, detail }: StatCardProps) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand-strong">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums">{value}</p>
          {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** The grid the four summary cards sit in. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="mb-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {children}
    </section>
  );
}
