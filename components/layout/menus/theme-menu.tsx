"use client";

import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useTheme } from "next-themes";

import { ThemeToggleButton } from "@/components/layout/theme-toggle-button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

const OPTIONS = [
  { value: "light", label: "Light", Icon: SunIcon },
  { value: "dark", label: "Dark", Icon: MoonIcon },
  { value: "system", label: "System", Icon: MonitorIcon },
] as const;

/**
 * Switches theme with transitions paused, so nothing animates to the new colours: next-themes'
 * `disableTransitionOnChange` does the same, but also on every page load, where its inserted style and
 * forced style recalculation cost two full-document restyles during hydration (docs/decisions.md,
 * "Lighthouse on / and /predictions"). Two frames: the new colours are painted before transitions return.
 */
function switchWithoutTransitions(apply: () => void) {
  const pause = document.createElement("style");
  pause.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(pause);
  apply();
  requestAnimationFrame(() => requestAnimationFrame(() => pause.remove()));
}

/**
 * Light / Dark / System, stored by next-themes under localStorage "theme" (default system). Loaded lazily by
 * ThemeToggle on the first interaction, and then opened straight away (defaultOpen).
 */
export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeToggleButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">Theme</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={theme ?? "system"}
          onValueChange={(value) => switchWithoutTransitions(() => setTheme(value))}
        >
          {OPTIONS.map(({ value, label, Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
