"use client";

import Link from "next/link";

import { useConsoleCaller } from "@/components/admin/use-console-caller";

const disabledClass = "cursor-not-allowed text-muted-foreground opacity-60 hover:bg-transparent";

/**
 * A dashboard link to a super-admin screen: a link for a super admin; for anyone else the label, disabled, with
 * the reason. Until the browser knows who is signed in it shows the label disabled, without a reason.
 */
export function SuperAdminLink({ href, label, className }: { href: string; label: string; className: string }) {
  const caller = useConsoleCaller();
  if (caller.isSuperAdmin) {
    return (
      <Link href={href} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <span aria-disabled="true" className={`${className} ${disabledClass}`}>
      {label}
      {caller.known ? <span className="text-xs"> (super admin only)</span> : null}
    </span>
  );
}
