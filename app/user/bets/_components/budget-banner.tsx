import Link from "next/link";
import { AlertTriangleIcon } from "lucide-react";

import type { BudgetStatus } from "@/lib/bets/budget.rules";
import { routes } from "@/lib/site-config";

import { formatRate } from "@/lib/format/numbers.rules";

const formatAmount = (value: number) => value.toFixed(2);

/**
 * The weekly budget warning above the bet tracker: nothing while the week's stakes are under 80 % of the budget
 * (or no budget is set), a warning from 80 %, a stronger one from 100 %. Renders what it is given (the status from
 * lib/bets/budget.service.ts weeklyBudgetStatus), so a server page and a client view can both place it.
 */
export function BudgetBanner({ status, unit = "units" }: { status: BudgetStatus; unit?: string }) {
  if (status.level !== "warning" && status.level !== "over") return null;
  const over = status.level === "over";
  const percent = formatRate(status.share, 0);
  const { firstDay, lastDay } = status.week;
  const figures =
    `Stakes logged this week (${firstDay} to ${lastDay}): ` +
    `${formatAmount(status.staked)} of ${formatAmount(status.budget ?? 0)} ${unit}` +
    (over ? "." : `; ${formatAmount(status.remaining ?? 0)} ${unit} left.`);
  return (
    <div
      role="status"
      data-testid="budget-banner"
      data-level={status.level}
      className={
        "flex items-start gap-3 rounded-lg border p-4 text-sm " +
        (over ? "border-destructive/50 bg-destructive/10" : "border-amber-500/50 bg-amber-500/10")
      }
    >
      <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">
          {over
            ? `You have reached your weekly stake budget (${percent}).`
            : `You have used ${percent} of your weekly stake budget.`}
        </p>
        <p className="text-muted-foreground">
          {figures}{" "}
          <Link href={`${routes.user.settings}?tab=safer-play`} className="underline underline-offset-4">
            Change your budget or take a break
          </Link>
        </p>
      </div>
    </div>
  );
}
