import { AUTH_BOOT_SCRIPT } from "@/lib/api/auth-boot-script";

// Inline in the static shell, allowed by its hash in the Content-Security-Policy (lib/content-security-policy.ts).
export function AuthBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: AUTH_BOOT_SCRIPT }} />;
}
