"use client";

import * as React from "react";
import { CheckIcon, CopyIcon, KeyRoundIcon, PlusIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminDialog, DialogForm } from "@/components/admin/admin-dialog";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/client";
import { NativeSelect } from "@/components/admin/native-select";
import {
  API_KEY_EXPIRY_LABELS,
  createApiKeySchema,
  type ApiKeyExpiry,
  type CreateApiKeyInput,
} from "@/lib/subscriptions/api-keys.input";

interface Created {
  apiKey: { id: string; name: string; owner: { email: string } };
  /** The whole key, in this answer only: the server keeps its hash. */
  secret: string;
}

/**
 * Create API key: POST /api/admin/api-keys for an Enterprise or VIP account. The new key is shown once in
 * the dialog, with a copy button; closing the dialog forgets it.
 */
export function CreateApiKeyDialog({ onCreated }: { onCreated: () => void }) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<Created | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useZodForm(createApiKeySchema, {
    defaultValues: { name: "", owner: "", expires: "never" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(input: CreateApiKeyInput) {
    const result = await apiFetch<Created>("/admin/api-keys", { method: "POST", body: input });
    if (!result.success) {
      if (result.status === 400 || result.status === 404) setError("owner", { message: result.error });
      else toast.error(result.error || "Failed to create API key");
      return;
    }
    setCreated(result.data);
    toast.success("API key created");
    onCreated();
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setCreated(null);
      reset();
    }
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={{ label: "Create API Key", icon: PlusIcon }}
      title={created ? "API key created" : "Create API Key"}
      description={
        created
          ? `For ${created.apiKey.owner.email}. Programs send it as Authorization: Bearer <key> on GET requests.`
          : "Keys are for accounts with an active Enterprise or VIP subscription. A key reads what its owner's plan " +
            "may read."
      }
    >
      {created ? (
        <CreatedKey created={created} onDone={() => onOpenChange(false)} />
      ) : (
        <DialogForm
          onSubmit={handleSubmit(onSubmit)}
          submit={{ label: "Create key", busyLabel: "Creating...", icon: KeyRoundIcon, busy: isSubmitting }}
        >
          <FormField id={`${id}-name`} label="Key name" error={errors.name?.message}>
            <Input
              autoComplete="off"
              placeholder="e.g. Acme data feed"
              {...fieldA11y(`${id}-name`, errors.name?.message)}
              {...register("name")}
            />
          </FormField>
          <FormField id={`${id}-owner`} label="Owner (email or user id)" error={errors.owner?.message}>
            <Input autoComplete="off" {...fieldA11y(`${id}-owner`, errors.owner?.message)} {...register("owner")} />
          </FormField>
          <FormField id={`${id}-expires`} label="Expires" error={errors.expires?.message}>
            <NativeSelect {...fieldA11y(`${id}-expires`, errors.expires?.message)} {...register("expires")}>
              {(Object.keys(API_KEY_EXPIRY_LABELS) as ApiKeyExpiry[]).map((value) => (
                <option key={value} value={value}>
                  {API_KEY_EXPIRY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </DialogForm>
      )}
    </AdminDialog>
  );
}

function CreatedKey({ created, onDone }: { created: Created; onDone: () => void }) {
  const [copied, setCopied] = React.useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      toast.error("Could not copy to the clipboard");
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <Alert role="region" aria-label="New API key">
        <AlertTitle>Copy this key now</AlertTitle>
        <AlertDescription className="flex flex-col gap-2">
          <code data-testid="new-api-key" className="break-all rounded bg-muted px-2 py-1 font-mono text-sm">
            {created.secret}
          </code>
          <span>
            This key is shown only once. We store only a hash of it, so it cannot be shown again; if it is lost, revoke
            it and create a new one.
          </span>
          <Button type="button" size="sm" variant="outline" className="self-start" onClick={() => void copy()}>
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? "Copied" : "Copy key"}
          </Button>
        </AlertDescription>
      </Alert>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
