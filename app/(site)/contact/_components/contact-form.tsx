"use client";

import { useId } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, SendIcon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import {
  CONTACT_CATEGORIES,
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactMessageInput,
} from "@/lib/validations/contact";

const GENERIC_ERROR = "Something went wrong. Please try again.";

const EMPTY_FORM: ContactMessageInput = {
  name: "",
  email: "",
  subject: "",
  // The select starts on its placeholder; the schema rejects an empty category with its own message.
  category: "" as ContactMessageInput["category"],
  message: "",
};

const FIELDS = ["name", "email", "subject", "category", "message"] as const satisfies readonly FieldPath<ContactMessageInput>[];

/** The contact form: validated in the browser and again by POST /api/contact with the same schema. */
export function ContactForm({ responseHours }: { responseHours: number }) {
  const id = useId();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY_FORM,
    // Validate on submit, then live: errors appearing on blur would shift the button under a click.
    mode: "onSubmit",
  });

  const messageLength = useWatch({ control, name: "message" })?.length ?? 0;

  async function onSubmit(values: ContactMessageInput) {
    const result = await apiFetch<{ id: string }>("/contact", { method: "POST", body: values });
    if (result.success) {
      toast.success("Message Sent!", {
        description: `Thank you for contacting us. We'll get back to you within ${responseHours} hours.`,
      });
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

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const describedBy = (name: keyof ContactMessageInput) => (errors[name] ? errorId(name) : undefined);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId("name")}>Full name</Label>
          <Input
            id={fieldId("name")}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            placeholder="Your name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            {...register("name")}
          />
          <FieldError id={errorId("name")} message={errors.name?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId("email")}>Email address</Label>
          <Input
            id={fieldId("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_LIMITS.email}
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            {...register("email")}
          />
          <FieldError id={errorId("email")} message={errors.email?.message} />
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId("category")}>Category</Label>
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
                  id={fieldId("category")}
                  ref={field.ref}
                  className="w-full"
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={describedBy("category")}
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
          <FieldError id={errorId("category")} message={errors.category?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId("subject")}>Subject</Label>
          <Input
            id={fieldId("subject")}
            maxLength={CONTACT_LIMITS.subject}
            placeholder="What is it about?"
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy("subject")}
            {...register("subject")}
          />
          <FieldError id={errorId("subject")} message={errors.subject?.message} />
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <Label htmlFor={fieldId("message")}>Message</Label>
          <span className="text-xs text-muted-foreground tabular" aria-live="off">
            {messageLength}/{CONTACT_LIMITS.messageMax}
          </span>
        </div>
        <Textarea
          id={fieldId("message")}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          placeholder="Tell us how we can help…"
          className="min-h-36"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          {...register("message")}
        />
        <FieldError id={errorId("message")} message={errors.message?.message} />
      </div>

      <Button type="submit" size="lg" variant="brand" disabled={isSubmitting} className="self-start">
        {isSubmitting ? (
          <>
            <Loader2Icon aria-hidden="true" className="animate-spin" />
            Sending Message...
          </>
        ) : (
          <>
            <SendIcon aria-hidden="true" />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
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
