"use client";

import Link from "next/link";
import { ShieldIcon } from "lucide-react";

import { useAuth } from "@/components/providers/use-auth";
import { siteNav } from "@/lib/site-routes";

/** The header's ADMIN link, rendered only for ADMIN and SUPER_ADMIN (display only; /admin checks on the server). */
export function AdminNavLink({ active, onNavigate }: { active: boolean; onNavigate?: () => void }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  const link = siteNav.admin;
  return (
    <Link
      href={link.href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={
        "ml-1 inline-flex h-7 items-center gap-1.5 rounded-full border border-warning/40 bg-warning/10 px-3 " +
        "text-xs font-semibold tracking-wider text-warning-strong transition-colors outline-none " +
        "hover:bg-warning/20 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      }
    >
      <ShieldIcon className="size-3.5" aria-hidden="true" />
      {link.label}
    </Link>
  );
}
