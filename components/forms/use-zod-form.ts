import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/**
 * react-hook-form validated by a zod schema. Validation runs on submit, then live: errors appearing on
 * blur would shift the submit button under a click.
 */
export function useZodForm<TValues extends FieldValues>(
  schema: z.ZodType<TValues, TValues>,
  options: Omit<UseFormProps<TValues>, "resolver" | "mode"> = {},
): UseFormReturn<TValues> {
  return useForm<TValues>({ ...options, resolver: zodResolver(schema), mode: "onSubmit" });
}
