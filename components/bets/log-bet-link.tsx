import Link from "next/link";
import { NotebookPenIcon } from "lucide-react";

import { NEW_BET_PATH } from "@/lib/site-config";

// "Log this bet" on a pick's page, for a signed-in member who may see the pick. A plain link rendered on the
// server, so the public page ships no new client JS: the form, prefilled with the pick's best published price and
// its bookmaker, is the member page it opens (app/user/bets/new/page.tsx).
export function LogBetLink({ predictionId }: { predictionId: string }) {
  return (
    <Link
      href={`${NEW_BET_PATH}?prediction=${encodeURIComponent(predictionId)}`}
      className={
        "inline-flex items-center gap-2 self-start rounded-md border px-3 py-1.5 text-sm font-medium " +
        "hover:bg-muted"
      }
      data-testid="log-bet-link"
    >
      <NotebookPenIcon aria-hidden="true" className="size-4" />
      Log this bet
    </Link>
  );
}
