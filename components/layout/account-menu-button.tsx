import { HeaderIconButton } from "@/components/layout/header-icon-button";
import type { SessionUser } from "@/components/providers/use-auth";

/** The signed-in avatar trigger, shared by the deferred placeholder and the Radix account menu. */
export function AccountMenuButton({
  user,
  ...props
}: { user: SessionUser } & React.ComponentProps<typeof HeaderIconButton>) {
  return (
    <HeaderIconButton round aria-label={`Account menu for ${accountDisplayName(user)}`} {...props}>
      {/* Initials only (accounts have no picture), so plain spans styled like shadcn's Avatar and
          AvatarFallback: Radix Avatar would add its code to every page's first-load JS for no behaviour. The initials
          are drawn by CSS, not text, so the button's content never contradicts its label, which says the name
          (WCAG 2.5.3, axe's label-content-name-mismatch). */}
      <span
        data-slot="avatar"
        className="relative flex size-8 shrink-0 overflow-hidden rounded-full ring-1 ring-border"
      >
        <span
          data-slot="avatar-fallback"
          data-initials={initials(user)}
          className={
            "flex size-full items-center justify-center rounded-full bg-brand/15 text-xs font-semibold " +
            "text-brand-strong before:content-[attr(data-initials)]"
          }
        />
      </span>
    </HeaderIconButton>
  );
}

export function accountDisplayName(user: SessionUser): string {
  return user.fullName.trim() || user.email;
}

function initials(user: SessionUser): string {
  const parts = accountDisplayName(user)
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}
