"use client";

import * as React from "react";
import { CheckIcon, CopyIcon, Loader2Icon, UserPlusIcon } from "lucide-react";
import { toast } from "sonner";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useConsoleCaller } from "@/components/admin/use-console-caller";
import { apiFetch } from "@/lib/api/client";

interface CreatedAdmin {
  user: { id: string; email: string; fullName: string; role: string };
  /** Shown once: the server keeps only its hash. */
  password: string;
}

type Phase = "idle" | "creating" | "created";

/**
 * The dashboard's Create Admin User button (idle → 'Creating Admin...' → 'Admin User Created ✓',
 * then disabled). It creates a real ADMIN through POST /api/admin/dashboard/admin-user and shows the generated
 * sign-in details once; reloading the page forgets them. Only super admins may create admins, so a
 * plain admin sees it disabled with the reason (and everyone sees it disabled until the browser knows who is
 * signed in; the server decides anyway).
 */
export function CreateAdminButton() {
  const { known, isSuperAdmin } = useConsoleCaller();
  const [phase, setPhase] = React.useState<Phase>("idle");
  const [created, setCreated] = React.useState<CreatedAdmin | null>(null);

  async function create() {
    setPhase("creating");
    const result = await apiFetch<CreatedAdmin>("/admin/dashboard/admin-user", { method: "POST" });
    if (!result.success) {
      setPhase("idle");
      toast.error("Failed to create admin user", { description: result.error });
      return;
    }
    setCreated(result.data);
    setPhase("created");
    toast.success("Admin user created successfully");
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="secondary"
        className="justify-start"
        disabled={!isSuperAdmin || phase !== "idle"}
        onClick={() => void create()}
        aria-describedby={known && !isSuperAdmin ? "create-admin-reason" : undefined}
      >
        {phase === "creating" ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <UserPlusIcon aria-hidden="true" />
        )}
        {phase === "creating"
          ? "Creating Admin..."
          : phase === "created"
            ? "Admin User Created ✓"
            : "Create Admin User"}
      </Button>
      {!known || isSuperAdmin ? null : (
        <p id="create-admin-reason" className="text-xs text-muted-foreground">
          Only super admins can create admin users.
        </p>
      )}
      {created ? <CreatedAdminDetails created={created} /> : null}
    </div>
  );
}

function CreatedAdminDetails({ created }: { created: CreatedAdmin }) {
  const [copied, setCopied] = React.useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(`${created.user.email}\n${created.password}`);
      setCopied(true);
    } catch {
      toast.error("Could not copy to the clipboard");
    }
  }
  return (
    <Alert role="region" aria-label="New admin sign-in details">
      <AlertTitle>New admin: {created.user.fullName}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <span>
          Email: <code data-testid="new-admin-email">{created.user.email}</code>
        </span>
        <span>
          Password: <code data-testid="new-admin-password">{created.password}</code>
        </span>
        <span>
          This password is shown only once. Pass it on securely; the new admin should change it after signing in.
        </span>
        <Button type="button" size="sm" variant="outline" className="self-start" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy details"}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
