import { AccountMenu } from "@/components/layout/account-menu";
import { DesktopNav } from "@/components/layout/desktop-nav";
import { Logo } from "@/components/layout/logo";
import { MobileNav } from "@/components/layout/mobile-nav";
import { ThemeToggle } from "@/components/layout/theme-toggle";

/**
 * Sticky site header. A server component and fully static; the interactive parts are small client leaves:
 * the link row (marks the active page after hydration), the More and theme menus, the admin link, the
 * account menu and the mobile sheet.
 */
export function SiteHeader() {
  return (
    <header
      className={
        "sticky top-0 z-40 w-full border-b bg-background/85 backdrop-blur-md " +
        "supports-[backdrop-filter]:bg-background/70"
      }
    >
      <div className="container flex h-16 items-center gap-2 md:gap-4">
        <MobileNav />
        <Logo className="mr-1 lg:mr-3" compactOnTablet />
        <nav aria-label="Main" className="hidden md:block">
          <DesktopNav />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-1.5">
          <ThemeToggle />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
