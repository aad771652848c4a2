import { MoonIcon, SunIcon } from "lucide-react";

import { HeaderIconButton } from "@/components/layout/header-icon-button";

/**
 * The theme menu's trigger, shared by the deferred placeholder and the Radix menu. The icon switches with
 * the .dark class in CSS, so it renders the same on the server and needs no mount check.
 */
export function ThemeToggleButton(props: React.ComponentProps<typeof HeaderIconButton>) {
  return (
    <HeaderIconButton aria-label="Change colour theme" title="Change colour theme" {...props}>
      <SunIcon
        className="size-[1.15rem] scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90"
        aria-hidden="true"
      />
      <MoonIcon
        className="absolute size-[1.15rem] scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0"
        aria-hidden="true"
      />
    </HeaderIconButton>
  );
}
