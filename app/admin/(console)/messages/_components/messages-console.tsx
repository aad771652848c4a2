"use client";

import * as React from "react";
import { useSearchParams } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { CheckIcon, MailIcon, RotateCcwIcon } from "lucide-react";

import { DataTable } from "@/components/admin/data-table";
import { NativeSelect } from "@/components/admin/native-select";
import { useAdminList } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import { formatUtcDateTime } from "@/lib/format/dates.rules";
import { toast } from "@/lib/lazy-toast";
import {
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  contactMessageParamsSchema,
  type ContactStatusValue,
} from "@/lib/contact/contact.input";

interface MessageSummary {
  id: string;
  name: string;
  email: string;
  subject: string;
  category: string;
  status: ContactStatusValue;
  createdAt: string;
}
type Message = MessageSummary & { message: string };
interface InboxAnswer {
  messages: MessageSummary[];
  pagination: { page: number; pages: number; total: number };
  counts: Record<ContactStatusValue, number>;
}

/** 'resolved' is shown as "Handled": what the admin did, in their words. */
const STATUS_LABEL: Record<ContactStatusValue, string> = { new: "New", read: "Read", resolved: "Handled" };
const STATUS_VARIANT = { new: "warning", read: "outline", resolved: "success" } as const;
const CATEGORY_LABEL: Record<string, string> = Object.fromEntries(
  CONTACT_CATEGORIES.map((category) => [category.value, category.label]),
);

function StatusBadge({ status }: { status: ContactStatusValue }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABEL[status]}</Badge>;
}

/**
 * The inbox as the URL opens it: `?id=` (the link in the notice e-mail) opens that message; anything but a message
 * id is ignored. It reads the URL's query in the browser (the page is a static shell), so the page renders it
 * inside <Suspense>.
 */
export function MessagesInbox() {
  const id = contactMessageParamsSchema.safeParse({ messageId: useSearchParams().get("id") ?? undefined });
  const initialId = id.success ? id.data.messageId : null;
  return <MessagesConsole key={initialId ?? ""} initialId={initialId} />;
}

export function MessagesSkeleton() {
  return (
    <div role="status" aria-label="Loading the messages" className="flex flex-col gap-4">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The contact inbox: messages newest first, filtered by status and paged on the server; opening one shows
 * it in full and marks a new one read; "Mark handled" resolves it once answered. `initialId` (?id= from the
 * notice e-mail) opens that message.
 */
function MessagesConsole({ initialId }: { initialId: string | null }) {
  // The notice e-mail links to ?id=…: that message opens, in the list of all messages whatever its status.
  const [status, setStatus] = React.useState<"" | ContactStatusValue>(initialId ? "" : "new");
  const [page, setPage] = React.useState(1);
  const [openId, setOpenId] = React.useState<string | null>(initialId);
  const [open, setOpen] = React.useState<{ message: Message | null; error: string | null } | null>(null);
  const [busy, setBusy] = React.useState(false);
  const { data, error, reload } = useAdminList<InboxAnswer>("/admin/messages", { page, status });

  const changeStatus = React.useCallback(async (id: string, next: ContactStatusValue) => {
    const result = await apiFetch<Message>(`/admin/messages/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: { status: next },
    });
    if (!result.success) {
      toast.error("Could not update the message", { description: result.error });
      return null;
    }
    return result.data;
  }, []);

  // Load the opened message; a new one becomes read as it is opened.
  React.useEffect(() => {
    if (!openId) return;
    const controller = new AbortController();
    void apiFetch<Message>(`/admin/messages/${encodeURIComponent(openId)}`, { signal: controller.signal }).then(
      async (result) => {
        if (controller.signal.aborted) return;
        if (!result.success) {
          setOpen({ message: null, error: result.error });
          return;
        }
        let message = result.data;
        if (message.status === "new") {
          const read = await changeStatus(message.id, "read");
          if (read) message = read;
          reload();
        }
        if (!controller.signal.aborted) setOpen({ message, error: null });
      },
    );
    return () => controller.abort();
  }, [openId, changeStatus, reload]);

  const mark = async (next: ContactStatusValue) => {
    if (!open?.message) return;
    setBusy(true);
    const updated = await changeStatus(open.message.id, next);
    setBusy(false);
    if (updated) {
      setOpen({ message: updated, error: null });
      toast.success(next === "resolved" ? "Message marked handled" : "Message marked not handled");
      reload();
    }
  };

  const columns = React.useMemo<ColumnDef<MessageSummary, unknown>[]>(
    () => [
      {
        id: "createdAt",
        header: "Received",
        cell: ({ row }) => <span className="whitespace-nowrap">{formatUtcDateTime(row.original.createdAt)}</span>,
      },
      {
        id: "from",
        header: "From",
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{row.original.name}</span>
            <span className="text-xs text-muted-foreground">{row.original.email}</span>
          </span>
        ),
      },
      {
        id: "subject",
        header: "Subject",
        cell: ({ row }) => (
          <button
            type="button"
            className="max-w-md truncate text-left font-medium text-brand-strong hover:underline"
            onClick={() => setOpenId(row.original.id)}
          >
            {row.original.subject}
          </button>
        ),
      },
      {
        id: "category",
        header: "Category",
        cell: ({ row }) => CATEGORY_LABEL[row.original.category] ?? row.original.category,
      },
      { id: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    ],
    [],
  );

  const counts = data?.counts;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="messages-status">Status</Label>
          <NativeSelect
            id="messages-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as "" | ContactStatusValue);
              setPage(1);
            }}
          >
            <option value="">All messages</option>
            {CONTACT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABEL[value]}
                {counts ? ` (${counts[value]})` : ""}
              </option>
            ))}
          </NativeSelect>
        </div>
        {data ? (
          <p aria-live="polite" className="pb-2 text-sm text-muted-foreground">
            {data.pagination.total} {data.pagination.total === 1 ? "message" : "messages"}
          </p>
        ) : null}
      </div>

      {error ? (
        <LoadError title="Failed to load the messages" message={error} onRetry={reload} />
      ) : (
        <DataTable
          caption="Contact messages"
          columns={columns}
          data={data?.messages ?? []}
          page={page}
          pages={data?.pagination.pages ?? 1}
          onPageChange={setPage}
          empty={data ? "No messages in this view" : "Loading the messages…"}
          getRowId={(row) => row.id}
        />
      )}

      {open?.error ? <LoadError title="Failed to load the message" message={open.error} /> : null}
      {open?.message ? (
        <Card role="region" aria-label="Message">
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle className="text-lg">{open.message.subject}</CardTitle>
              <StatusBadge status={open.message.status} />
            </div>
            <CardDescription>
              {open.message.name} &lt;{open.message.email}&gt; ·{" "}
              {CATEGORY_LABEL[open.message.category] ?? open.message.category} · received{" "}
              {formatUtcDateTime(open.message.createdAt)}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-sm leading-6 whitespace-pre-wrap" data-testid="contact-message-body">
              {open.message.message}
            </p>
          </CardContent>
          <CardFooter className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={`mailto:${open.message.email}?subject=${encodeURIComponent(`Re: ${open.message.subject}`)}`}>
                <MailIcon aria-hidden="true" />
                Reply by e-mail
              </a>
            </Button>
            {open.message.status === "resolved" ? (
              <Button type="button" variant="outline" disabled={busy} onClick={() => void mark("read")}>
                <RotateCcwIcon aria-hidden="true" />
                Mark not handled
              </Button>
            ) : (
              <Button type="button" disabled={busy} onClick={() => void mark("resolved")}>
                <CheckIcon aria-hidden="true" />
                Mark handled
              </Button>
            )}
          </CardFooter>
        </Card>
      ) : null}
    </div>
  );
}
