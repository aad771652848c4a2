"use client";

import * as React from "react";
import { Undo2Icon } from "lucide-react";
import { toast } from "sonner";

import { useAdminList } from "@/components/admin/use-admin-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import { formatUtcDate } from "@/lib/format/dates.rules";

interface ReferralRow {
  id: string;
  code: string;
  status: "PENDING" | "CREDITED" | "REFUSED" | "REVERSED";
  reason: string | null;
  referrerEmail: string;
  friendEmail: string;
  referrerDays: number;
  friendDays: number;
  signedUpAt: string;
  confirmedAt: string | null;
  reversedAt: string | null;
  reversalReason: string | null;
}

interface ReferralPage {
  referrals: ReferralRow[];
  total: number;
  page: number;
  limit: number;
}

const STATUSES = ["all", "PENDING", "CREDITED", "REFUSED", "REVERSED"] as const;
const PAGE_SIZE = 50;

/** The referral ledger with a status filter, paging, and Reverse on credited rows (asks for a reason). */
export function ReferralsConsole() {
  const [status, setStatus] = React.useState<(typeof STATUSES)[number]>("all");
  const [page, setPage] = React.useState(1);
  const { data, error, loading, reload } = useAdminList<ReferralPage>("/admin/referrals", {
    status,
    page,
    limit: PAGE_SIZE,
  });
  const [reversing, setReversing] = React.useState<ReferralRow | null>(null);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="referral-status">Status</Label>
          <NativeSelect
            id="referral-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as (typeof STATUSES)[number]);
              setPage(1);
            }}
          >
            {STATUSES.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {value === "all" ? "All statuses" : value}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        {data ? <p className="text-sm text-muted-foreground">{data.total} referrals</p> : null}
      </div>
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Could not load the referral ledger</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <Table aria-label="Referral ledger" aria-busy={loading}>
        <TableHeader>
          <TableRow>
            <TableHead>Referrer</TableHead>
            <TableHead>Friend</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Days (referrer / friend)</TableHead>
            <TableHead>Signed up</TableHead>
            <TableHead>Decided</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(data?.referrals ?? []).map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.referrerEmail}</TableCell>
              <TableCell>{row.friendEmail}</TableCell>
              <TableCell>
                <Badge variant={row.status === "CREDITED" ? "default" : "secondary"}>{row.status}</Badge>
                {row.reason ? <p className="mt-1 text-xs text-muted-foreground">{row.reason}</p> : null}
                {row.reversalReason ? (
                  <p className="mt-1 text-xs text-muted-foreground">Reversed: {row.reversalReason}</p>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {row.referrerDays} / {row.friendDays}
              </TableCell>
              <TableCell>{formatUtcDate(row.signedUpAt)}</TableCell>
              <TableCell>{formatUtcDate(row.reversedAt ?? row.confirmedAt)}</TableCell>
              <TableCell>
                {row.status === "CREDITED" ? (
                  <Button size="sm" variant="outline" onClick={() => setReversing(row)}>
                    <Undo2Icon aria-hidden="true" />
                    Reverse
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
          {data && data.referrals.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="text-center text-muted-foreground">
                No referrals match this filter.
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-muted-foreground">
          Page {page} of {pages}
        </span>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </div>
      <ReverseDialog
        row={reversing}
        onClose={() => setReversing(null)}
        onReversed={() => {
          setReversing(null);
          reload();
        }}
      />
    </div>
  );
}

function ReverseDialog({
  row,
  onClose,
  onReversed,
}: {
  row: ReferralRow | null;
  onClose: () => void;
  onReversed: () => void;
}) {
  const [reason, setReason] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!row) return;
    setBusy(true);
    const result = await apiFetch<{ referrerDaysTaken: number; friendDaysTaken: number }>(
      `/admin/referrals/${row.id}/reverse`,
      { method: "POST", body: { reason } },
    );
    setBusy(false);
    if (!result.success) {
      toast.error(result.error || "Could not reverse the referral");
      return;
    }
    toast.success(
      `Referral reversed: ${result.data.referrerDaysTaken} day(s) taken from the referrer, ` +
        `${result.data.friendDaysTaken} from the friend`,
    );
    setReason("");
    onReversed();
  }
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Reverse this referral</DialogTitle>
            <DialogDescription>
              Takes back the days not used yet from {row?.referrerEmail} and {row?.friendEmail}. Days already used stay
              used. This is recorded in the audit log.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1">
            <Label htmlFor="reverse-reason">Reason</Label>
            <Textarea
              id="reverse-reason"
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || reason.trim() === ""}>
              Reverse
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
