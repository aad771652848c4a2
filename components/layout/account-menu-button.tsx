import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/hooks/use-auth";

/** The signed-in avatar trigger, shared by the deferred placeholder and the Radix account menu. */
export function AccountMenuButton({ user, ...props }: { user: SessionUser } & React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={`Account menu for ${accountDisplayName(user)}`} {...props}>
      <Avatar className="size-8 ring-1 ring-border">
        <AvatarFallback className="bg-brand/15 text-xs font-semibold text-brand-strong">{initials(user)}</AvatarFallback>
      </Avatar>
    </Button>
  );
}

export function accountDisplayName(user: SessionUser): string {
  return user.fullName.trim() || user.email;
}

function initials(user: SessionUser): string {
  const parts = accountDisplayName(user).split(/[\s@._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}
