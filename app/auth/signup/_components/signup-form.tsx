"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, UserPlusIcon } from "lucide-react";
import { toast } from "sonner";

import { errorIdFor, fieldA11y, FieldError, FormField } from "@/components/auth/form-field";
import { PasswordInput } from "@/components/auth/password-input";
import { GENERIC_ERROR, serverFieldErrors } from "@/components/auth/server-errors";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import {
  composeFullName,
  EMAIL_MAX,
  NAME_PART_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  signupFormSchema,
  type SignupFormInput,
} from "@/lib/validations/auth";

const FIELDS = ["firstName", "lastName", "email", "password", "confirmPassword", "terms"] as const;

const EMPTY_FORM: SignupFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  terms: false,
};

/**
 * Sign-up (public spec §2, §5): POST /api/auth/register with { email, password, fullName }. As the spec
 * says, a new member then signs in: the session the API hands back is not kept, and the browser goes to
 * /auth/login.
 */
export function SignupForm() {
  const id = React.useId();
  const router = useRouter();
  const [done, setDone] = React.useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: EMPTY_FORM,
    mode: "onSubmit",
  });
  const termsAccepted = useWatch({ control, name: "terms" });

  async function onSubmit(values: SignupFormInput) {
    const result = await apiFetch<{ token: string; user: unknown }>("/auth/register", {
      method: "POST",
      body: { email: values.email, password: values.password, fullName: composeFullName(values.firstName, values.lastName) },
      skipAuthRedirect: true,
    });
    if (!result.success) {
      const fieldErrors =
        result.code === "validation_failed"
          ? serverFieldErrors(result.details, FIELDS, { fullName: "lastName" })
          : result.code === "conflict"
            ? [{ field: "email" as const, message: result.error }]
            : [];
      fieldErrors.forEach(({ field, message }, index) =>
        setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      toast.error("Signup Failed", { description: fieldErrors[0]?.message ?? (result.error || GENERIC_ERROR) });
      return;
    }
    setDone(true);
    toast.success("Account created", { description: "Sign in with your email and password to continue." });
    router.push(routes.auth.login);
  }

  const busy = isSubmitting || done;
  const ids = {
    firstName: `${id}-first-name`,
    lastName: `${id}-last-name`,
    email: `${id}-email`,
    password: `${id}-password`,
    confirmPassword: `${id}-confirm-password`,
    terms: `${id}-terms`,
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} method="post" noValidate aria-label="Sign up form" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={ids.firstName} label="First name" error={errors.firstName?.message}>
          <Input
            {...fieldA11y(ids.firstName, errors.firstName?.message)}
            autoComplete="given-name"
            maxLength={NAME_PART_MAX}
            {...register("firstName")}
          />
        </FormField>
        <FormField id={ids.lastName} label="Last name" error={errors.lastName?.message}>
          <Input
            {...fieldA11y(ids.lastName, errors.lastName?.message)}
            autoComplete="family-name"
            maxLength={NAME_PART_MAX}
            {...register("lastName")}
          />
        </FormField>
      </div>

      <FormField id={ids.email} label="Email" error={errors.email?.message}>
        <Input
          {...fieldA11y(ids.email, errors.email?.message)}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX}
          placeholder="you@example.com"
          {...register("email")}
        />
      </FormField>

      <FormField
        id={ids.password}
        label="Password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN} characters. A longer passphrase is stronger.`}
      >
        <PasswordInput
          {...fieldA11y(ids.password, errors.password?.message, true)}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...register("password")}
        />
      </FormField>

      <FormField id={ids.confirmPassword} label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldA11y(ids.confirmPassword, errors.confirmPassword?.message)}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          {...register("confirmPassword")}
        />
      </FormField>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="terms"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                id={ids.terms}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? errorIdFor(ids.terms) : undefined}
              />
            )}
          />
          <Label htmlFor={ids.terms} className="block leading-snug font-normal">
            I agree to the{" "}
            <Link href={routes.terms} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-strong hover:underline">
              Terms of Service
            </Link>{" "}
            and the{" "}
            <Link href={routes.privacy} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-strong hover:underline">
              Privacy Policy
            </Link>
          </Label>
        </div>
        <FieldError id={errorIdFor(ids.terms)} message={errors.terms?.message} />
      </div>

      <Button type="submit" size="lg" variant="brand" disabled={busy || !termsAccepted} className="w-full">
        {busy ? (
          <>
            <Loader2Icon aria-hidden="true" className="animate-spin" />
            Creating Account...
          </>
        ) : (
          <>
            <UserPlusIcon aria-hidden="true" />
            Create Account
          </>
        )}
      </Button>
    </form>
  );
}
