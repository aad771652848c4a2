import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export interface StepCardProps {
  icon: LucideIcon;
  /** Position of the step, shown before the title. */
  number: number;
  title: string;
  /** A short explanation shown in the card header. */
  description?: ReactNode;
  /** Content below the header. */
  children?: ReactNode;
}

/** One numbered step of the prediction method: icon badge, 'n. Title', then its explanation. */
export function StepCard({ icon: Icon, number, title, description, children }: StepCardProps) {
  return (
    <Card className="h-full gap-3">
      <CardHeader className="gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand/10 text-brand-strong">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle className="text-base">
          <span className="text-muted-foreground">{number}.</span> {title}
        </CardTitle>
        {description ? <CardDescription className="leading-6">{description}</CardDescription> : null}
      </CardHeader>
      {children}
    </Card>
  );
}
