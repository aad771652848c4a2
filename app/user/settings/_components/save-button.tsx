import { SaveIcon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";

/** The submit button of a settings form: 'Saving...' and disabled while the call runs. */
export function SaveButton({ saving, label, disabled }: { saving: boolean; label: string; disabled?: boolean }) {
  return (
    <BusyButton
      type="submit"
      variant="brand"
      busy={saving}
      busyLabel="Saving..."
      icon={SaveIcon}
      disabled={disabled}
      className="self-start"
    >
      {label}
    </BusyButton>
  );
}
