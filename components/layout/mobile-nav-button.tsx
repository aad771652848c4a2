import { MenuIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** The mobile menu button, shared by the deferred placeholder and the Radix sheet trigger. */
export function MobileNavButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label="Open menu" {...props}>
      <MenuIcon className="size-5" aria-hidden="true" />
    </Button>
  );
}
