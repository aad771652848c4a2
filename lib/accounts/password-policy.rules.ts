import { AppError } from "@/lib/core/errors";

import { isCommonPassword } from "./common-passwords.rules";

/**
 * The password rules beyond length (the zod schemas check 8–128): no well-known password. Every place a
 * password is chosen applies it: registration, the confirmation that chooses one, a change, a reset, an
 * account an admin creates.
 */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError("validation_failed", "This password is too common. Please choose another one.", [
      { path: "password", message: "This password is too common" },
    ]);
  }
}
