import { MenuIcon } from "lucide-react";

import { HeaderIconButton } from "@/components/layout/header-icon-button";

/** The mobile menu button, shared by the deferred placeholder and the Radix sheet trigger. */
export function MobileNavButton(props: React.ComponentProps<typeof HeaderIconButton>) {
  return (
    <HeaderIconButton className="-ml-2 md:hidden" aria-label="Open menu" {...props}>
      <MenuIcon className="size-5" aria-hidden="true" />
    </HeaderIconButton>
  );
}
