import * as React from "react";
import { toast } from "sonner";

import { GENERIC_ERROR } from "@/components/auth/server-errors";
import type { ApiResult } from "@/lib/api/client";
import type { Preferences } from "@/lib/accounts/auth.input";

export interface PreferenceDraftOptions<K extends keyof Preferences> {
  /** The part of the stored preferences this form edits. */
  section: K;
  initial: Preferences[K];
  onSave: (next: Preferences[K]) => Promise<ApiResult<Preferences>>;
  /** Toast titles after saving. */
  messages: { saved: string; failed: string };
}

/**
 * A local draft of one section of the preferences, saved on submit: the draft takes the stored values
 * on success, and a toast reports either outcome.
 */
export function usePreferenceDraft<K extends keyof Preferences>({
  section,
  initial,
  onSave,
  messages,
}: PreferenceDraftOptions<K>) {
  const [draft, setDraft] = React.useState(initial);
  const [saving, setSaving] = React.useState(false);

  function update<F extends keyof Preferences[K]>(key: F, value: Preferences[K][F]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await onSave(draft);
    setSaving(false);
    if (result.success) {
      setDraft(result.data[section]);
      toast.success(messages.saved);
    } else {
      toast.error(messages.failed, { description: result.error || GENERIC_ERROR });
    }
  }

  return { draft, update, saving, submit };
}
