import { LogoMark } from "@/components/layout/logo";
import { siteConfig } from "@/lib/site-config";

/**
 * Full-screen splash while a stored token is validated (the authentication gate's first step).
 * Shown purely by CSS (app/globals.css): visible when <html data-auth="pending">, which the boot script sets
 * before first paint and the AuthProvider clears once the profile call settles. No client JS of its own,
 * and anonymous visitors never see it.
 */
export function AuthSplash() {
  return (
    <div
      data-auth-splash
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[100] flex-col items-center justify-center gap-6 bg-background"
    >
      <div className="relative flex items-center justify-center">
        <span
          aria-hidden="true"
          className={
            "absolute size-20 animate-spin rounded-full border-2 border-brand/15 border-t-brand " +
            "[animation-duration:900ms]"
          }
        />
        <LogoMark className="size-11" />
      </div>
      <div className="flex flex-col items-center gap-1 text-center">
        <span className="text-lg font-semibold tracking-tight">{siteConfig.name}</span>
        <span className="text-sm text-muted-foreground">Checking your session…</span>
      </div>
    </div>
  );
}
