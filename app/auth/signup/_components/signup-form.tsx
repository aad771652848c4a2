"use client";

import * as React from "react";
import Link from "next/link";
import { Controller, useWatch } from "react-hook-form";
import { GiftIcon, MailCheckIcon, UserPlusIcon } from "lucide-react";

import { EmailField } from "@/components/auth/email-field";
import { NewPasswordFields } from "@/components/auth/new-password-fields";
import { failedCallFieldErrors, reportFieldErrors } from "@/components/auth/server-errors";
import { BusyButton } from "@/components/forms/busy-button";
import { errorIdFor, fieldA11y, FieldError, FormField } from "@/components/forms/form-field";
import { useZodForm } from "@/components/forms/use-zod-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { parseReferralCode } from "@/lib/growth/referrals.rules";
import { WELCOME_DAYS } from "@/lib/subscriptions/earned-days.rules";
import { composeFullName, NAME_PART_MAX, signupFormSchema, type SignupFormInput } from "@/lib/accounts/auth.input";

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
 * Sign-up: POST /api/auth/register with { email, password, fullName }. The server answers the same for every
 * address (it never says whether one already has an account), so the form always ends on "check your
 * e-mail": a new member confirms the address from the e-mailed link, which signs them in.
 */
export function SignupForm() {
  const id = React.useId();
  const [sentTo, setSentTo] = React.useState<{ email: string; message: string } | null>(null);
  const { control, register, handleSubmit, setError, formState } = useZodForm(signupFormSchema, {
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = formState;
  const termsAccepted = useWatch({ control, name: "terms" });
  const invitation = useInvitation();

  async function onSubmit(values: SignupFormInput) {
    const result = await apiFetch<{ message: string }>("/auth/register", {
      method: "POST",
      body: {
        email: values.email,
        password: values.password,
        fullName: composeFullName(values.firstName, values.lastName),
        ...(invitation.code ? { referralCode: invitation.code } : {}),
      },
      skipAuthRedirect: true,
    });
    if (!result.success) {
      const fieldErrors = failedCallFieldErrors(result, FIELDS, {
        aliases: { fullName: "lastName" },
        conflictField: "email",
      });
      reportFieldErrors(setError, fieldErrors, "Signup Failed", result.error);
      return;
    }
    setSentTo({ email: values.email.trim().toLowerCase(), message: result.data.message });
  }

  if (sentTo) return <CheckYourEmail email={sentTo.email} message={sentTo.message} />;

  const busy = isSubmitting;
  const ids = {
    firstName: `${id}-first-name`,
    lastName: `${id}-last-name`,
    terms: `${id}-terms`,
    submitHint: `${id}-submit-hint`,
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      method="post"
      noValidate
      aria-label="Sign up form"
      className="flex flex-col gap-5"
    >
      <InvitationNotice invitation={invitation} />
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

      <EmailField registration={register("email")} error={errors.email?.message} placeholder="you@example.com" />

      <NewPasswordFields
        labels={{ newPassword: "Password", confirmPassword: "Confirm password" }}
        newPassword={{ registration: register("password"), error: errors.password?.message }}
        confirmPassword={{ registration: register("confirmPassword"), error: errors.confirmPassword?.message }}
      />

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
            <Link
              href={routes.terms}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-strong hover:underline"
            >
              Terms of Service
            </Link>{" "}
            and the{" "}
            <Link
              href={routes.privacy}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-strong hover:underline"
            >
              Privacy Policy
            </Link>
          </Label>
        </div>
        <FieldError id={errorIdFor(ids.terms)} message={errors.terms?.message} />
      </div>

      <BusyButton
        type="submit"
        size="lg"
        variant="brand"
        busy={busy}
        busyLabel="Creating Account..."
        icon={UserPlusIcon}
        disabled={!termsAccepted}
        aria-describedby={termsAccepted ? undefined : ids.submitHint}
        className="w-full"
      >
        Create Account
      </BusyButton>
      {/* A disabled button says nothing by itself: name what enables it. */}
      {termsAccepted ? null : (
        <p id={ids.submitHint} className="-mt-2 text-center text-sm text-muted-foreground">
          Tick the box above to accept the Terms of Service and the Privacy Policy, then Create Account can be pressed.
        </p>
      )}
    </form>
  );
}

interface Invitation {
  code: string | null;
  invalid: boolean;
}

const noSubscription = () => () => {};

/**
 * The invitation /r/{code} sent this browser here with (?ref=CODE), or the news that the link was not valid
 * (?invite=invalid). Read from the address bar in the browser: the page itself is static (no query on the server).
 */
function useInvitation(): Invitation {
  const search = React.useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  return React.useMemo(() => {
    const params = new URLSearchParams(search);
    const code = parseReferralCode(params.get("ref"));
    return { code, invalid: code === null && params.get("invite") === "invalid" };
  }, [search]);
}

function InvitationNotice({ invitation }: { invitation: Invitation }) {
  if (invitation.code)
    return (
      <Alert role="status">
        <GiftIcon aria-hidden="true" />
        <AlertTitle>You were invited</AlertTitle>
        <AlertDescription>You get {WELCOME_DAYS} extra Premium day when you confirm your address.</AlertDescription>
      </Alert>
    );
  if (invitation.invalid)
    return (
      <Alert role="status">
        <AlertTitle>This invitation link is not valid</AlertTitle>
        <AlertDescription>You can still create an account below.</AlertDescription>
      </Alert>
    );
  return null;
}

function CheckYourEmail({ email, message }: { email: string; message: string }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news, so a screen reader announces it.
  React.useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-5">
      <Alert variant="success" role="status">
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>
          <h2 ref={headingRef} tabIndex={-1} className="outline-none">
            Check your e-mail
          </h2>
        </AlertTitle>
        <AlertDescription>
          <p>
            {message} We sent it to <strong className="font-medium text-foreground">{email}</strong>; the link expires
            in 24 hours.
          </p>
        </AlertDescription>
      </Alert>
      <p className="text-sm text-muted-foreground">
        No e-mail after a few minutes? Look in your spam folder, or{" "}
        <Link href={routes.auth.verifyEmail} className="font-medium text-brand-strong hover:underline">
          send the link again
        </Link>
        .
      </p>
    </div>
  );
}
