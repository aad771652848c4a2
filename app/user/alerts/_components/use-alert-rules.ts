"use client";

import * as React from "react";

import { useMemberData } from "@/components/member/use-member-data";
import { apiFetch, type ApiResult } from "@/lib/api/client";
import {
  bodyFromDraft,
  draftErrorsFromDetails,
  draftFromRule,
  type AlertRuleDraft,
  type AlertRuleFields,
  type DraftErrors,
} from "@/lib/alerts/alert-rule-form.rules";

/** A rule as GET /api/user/alert-rules answers it. */
export type AlertRule = AlertRuleFields & { id: string; createdAt: string; updatedAt: string };

/** What a save answered: the rule, or the errors to show on the form's fields and above it. */
export type SaveOutcome = { ok: true; rule: AlertRule } | { ok: false; errors: DraftErrors; formError: string | null };

function outcomeOf(result: ApiResult<AlertRule>): SaveOutcome {
  if (result.success) return { ok: true, rule: result.data };
  const errors = result.code === "validation_failed" ? draftErrorsFromDetails(result.details) : {};
  return { ok: false, errors, formError: Object.keys(errors).length > 0 ? null : result.error };
}

/** The member's rules (GET /api/user/alert-rules) and the writes on them, each followed by a fresh read. */
export function useAlertRules() {
  const data = useMemberData<AlertRule[]>("/user/alert-rules");

  const save = React.useCallback(
    async (draft: AlertRuleDraft, id: string | null): Promise<SaveOutcome> => {
      const parsed = bodyFromDraft(draft);
      if (!parsed.ok) return { ok: false, errors: parsed.errors, formError: null };
      const result = await apiFetch<AlertRule>(
        id ? `/user/alert-rules/${encodeURIComponent(id)}` : "/user/alert-rules",
        { method: id ? "PUT" : "POST", body: parsed.body },
      );
      if (result.success) await data.reload();
      return outcomeOf(result);
    },
    [data],
  );

  const setEnabled = React.useCallback(
    async (rule: AlertRule, enabled: boolean) => save({ ...draftFromRule(rule), enabled }, rule.id),
    [save],
  );

  const remove = React.useCallback(
    async (id: string) => {
      const result = await apiFetch<null>(`/user/alert-rules/${encodeURIComponent(id)}`, { method: "DELETE" });
      if (result.success || result.status === 404) await data.reload();
      return result;
    },
    [data],
  );

  return { state: data.state, reload: data.reload, save, setEnabled, remove };
}
