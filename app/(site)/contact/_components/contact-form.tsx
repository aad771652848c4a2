"use client";

import { useId } from "react";
import { Controller, useWatch, type FieldPath } from "react-hook-form";
import { SendIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { fieldA11y, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactMessageInput,
} from "@/lib/contact/contact.input";
import type { ContactNotice } from "@/lib/contact/contact.dto";

const GENERIC_ERROR = "Something went wrong. Please try again.";

/** The confirmation says what happened to the message and to the team's e-mail about it (POST /api/contact's notice).
 */
const CONFIRMATION: Record<ContactNotice, string> = {
  emailed: "Your message is in our support inbox and the support team has been e-mailed about it. We answer by e-mail.",
  not_sent_yet:
    "Your message is in our support inbox. The e-mail telling the support team has not gone out yet and will be " +
    "retried; the team also reads the inbox. We answer by e-mail.",
  inbox_only: "Your message is in our support inbox, where the support team reads it. We answer by e-mail.",
};

const EMPTY_FORM: ContactMessageInput = {
  name: "",
  email: "",
  subject: "",
  // The select starts on its placeholder; the schema rejects an empty category with its own message.
  category: "" as ContactMessageInput["category"],
  message: "",
};

const FIELDS = [
  "name",
  "email",
  "subject",
  "category",
  "message",
] as const satisfies readonly FieldPath<ContactMessageInput>[];

/** The contact form: validated in the browser and again by POST /api/contact with the same schema. */
export function ContactForm() {
  const id = useId();
  const { control, register, handleSubmit, reset, setError, formState } = useZodForm(contactMessageSchema, {
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = formState;

  const messageLength = useWatch({ control, name: "message" })?.length ?? 0;

  async function onSubmit(values: ContactMessageInput) {
    const result = await apiFetch<{ id: string; notice: ContactNotice }>("/contact", { method: "POST", body: values });
    if (result.success) {
      toast.success("Message Sent!", { description: CONFIRMATION[result.data.notice] ?? CONFIRMATION.inbox_only });
      reset(EMPTY_FORM);
      return;
    }
    if (result.code === "validation_failed") {
      applyServerFieldErrors(result.details, (field, message) => setError(field, { type: "server", message }));
      toast.error(result.error || GENERIC_ERROR);
      return;
    }
    if (result.code === "rate_limited") {
      toast.error(result.error || GENERIC_ERROR);
      return;
    }
    toast.error(GENERIC_ERROR);
  }

  const fieldId = (name: keyof ContactMessageInput) => `${id}-${name}`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("name")} label="Full name" error={errors.name?.message}>
          <Input
            {...fieldA11y(fieldId("name"), errors.name?.message)}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            placeholder="Your name"
            {...register("name")}
          />
        </FormField>
        <FormField id={fieldId("email")} label="Email address" error={errors.email?.message}>
          <Input
            {...fieldA11y(fieldId("email"), errors.email?.message)}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
            placeholder="you@example.com"
            {...register("email")}
          />
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("category")} label="Category" error={errors.category?.message}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                name={field.name}
                value={field.value || ""}
                onValueChange={(value) => field.onChange(value)}
                onOpenChange={(open) => {
                  if (!open) field.onBlur();
                }}
              >
                <SelectTrigger
                  {...fieldA11y(fieldId("category"), errors.category?.message)}
                  ref={field.ref}
                  className="w-full"
                >
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {CONTACT_CATEGORIES.map((category) => (
                    <SelectItem key={category.value} value={category.value}>
                      {category.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id={fieldId("subject")} label="Subject" error={errors.subject?.message}>
          <Input
            {...fieldA11y(fieldId("subject"), errors.subject?.message)}
            maxLength={CONTACT_LIMITS.subject}
            placeholder="What is it about?"
            {...register("subject")}
          />
        </FormField>
      </div>

      <FormField
        id={fieldId("message")}
        label="Message"
        error={errors.message?.message}
        aside={
          <span className="text-xs text-muted-foreground tabular" aria-live="off">
            {messageLength}/{CONTACT_LIMITS.messageMax}
          </span>
        }
      >
        <Textarea
          {...fieldA11y(fieldId("message"), errors.message?.message)}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder="Tell us how we can help…"
          className="min-h-36"
          {...register("message")}
        />
      </FormField>

      <BusyButton
        type="submit"
        size="lg"
        variant="brand"
        busy={isSubmitting}
        busyLabel="Sending Message..."
        icon={SendIcon}
        className="self-start"
      >
        Send Message
      </BusyButton>
    </form>
  );
}

/** Copies the `details` of a validation_failed envelope ([{ path, message }]) onto the matching fields. */
function applyServerFieldErrors(
  details: unknown,
  set: (field: (typeof FIELDS)[number], message: string) => void,
): void {
  if (!Array.isArray(details)) return;
  for (const issue of details) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const field = FIELDS.find((name) => name === path);
    if (field && typeof message === "string") set(field, message);
  }
}
