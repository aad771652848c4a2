import { Loader2Icon, SaveIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** The submit button of a settings form: 'Saving...' and disabled while the call runs (public spec §4). */
export function SaveButton({ saving, label, disabled }: { saving: boolean; label: string; disabled?: boolean }) {
  return (
    <Button type="submit" variant="brand" disabled={saving || disabled} className="self-start">
      {saving ? (
        <>
          <Loader2Icon aria-hidden="true" className="animate-spin" />
          Saving...
        </>
      ) : (
        <>
          <SaveIcon aria-hidden="true" />
          {label}
        </>
      )}
    </Button>
  );
}
