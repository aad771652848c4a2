import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/**
 * react-hook-form validated by a zod schema. Validation runs on submit, then live: errors appearing on
 * blur would shift the submit button under a click. A form whose submit button stays disabled until the
 * form can be sent (sign-up, until the terms are accepted) passes `mode: "onTouched"`, so each field shows
 * its error as soon as it is left: there is no submit to reveal them.
 */
export function useZodForm<TValues extends FieldValues>(
  schema: z.ZodType<TValues, TValues>,
  options: Omit<UseFormProps<TValues>, "resolver" | "mode"> & { mode?: "onSubmit" | "onTouched" } = {},
): UseFormReturn<TValues> {
  return useForm<TValues>({ mode: "onSubmit", ...options, resolver: zodResolver(schema) });
}
