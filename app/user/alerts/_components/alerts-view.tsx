"use client";

import * as React from "react";
import { PencilIcon, PlusIcon, SparklesIcon } from "lucide-react";

import { LoadError } from "@/components/member/load-error";
import { badgeVariants } from "@/components/ui/badge-variants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/lazy-toast";
import {
  draftFromRule,
  emptyDraft,
  summariseDelivery,
  summariseFilters,
  type AlertRuleDraft,
  type AlertRuleOptions,
  type DraftErrors,
  type RuleLabels,
} from "@/lib/alerts/alert-rule-form.rules";
import { MAX_ALERT_RULES } from "@/lib/alerts/alerts.input";

import { DeleteRuleDialog } from "./delete-rule-dialog";
import { MasterSwitchesCard } from "./master-switches-card";
import { PushDeviceCard } from "./push-device-card";
import { RuleEditor } from "./rule-editor";
import { useAlertRules, type AlertRule } from "./use-alert-rules";
import { browserTimeZone, useFavouritesOffer } from "./use-favourites-offer";
import { useMasterSwitches } from "./use-master-switches";

interface Editing {
  /** null: a new rule. */
  id: string | null;
  title: string;
  draft: AlertRuleDraft;
  errors: DraftErrors;
  formError: string | null;
  saving: boolean;
  /** Bumped to remount the form with a new draft. */
  key: number;
}

/** /user/alerts: the master switches, this device's push, and the member's rules with their editor. */
export function AlertsView({ options }: { options: AlertRuleOptions }) {
  const master = useMasterSwitches();
  const rules = useAlertRules();
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const editorHeading = React.useRef<HTMLHeadingElement>(null);
  const noRules = rules.state.status === "loaded" && rules.state.data.length === 0;
  const offer = useFavouritesOffer(noRules);
  const labels: RuleLabels = React.useMemo(
    () => ({
      sports: Object.fromEntries(options.sports.map((sport) => [sport.id, sport.name])),
      leagues: Object.fromEntries(options.leagues.map((league) => [league.id, league.name])),
    }),
    [options],
  );

  const openEditor = (id: string | null, title: string, draft: AlertRuleDraft) => {
    setEditing((previous) => ({
      id,
      title,
      draft,
      errors: {},
      formError: null,
      saving: false,
      key: (previous?.key ?? 0) + 1,
    }));
    // The editor's heading takes the focus, so keyboard and screen reader users land on the form.
    requestAnimationFrame(() => editorHeading.current?.focus());
  };

  const submit = async (draft: AlertRuleDraft) => {
    if (!editing) return;
    setEditing({ ...editing, saving: true });
    const outcome = await rules.save(draft, editing.id);
    if (outcome.ok) {
      setEditing(null);
      toast.success(editing.id ? "Alert rule saved" : "Alert rule created");
      return;
    }
    setEditing((previous) =>
      previous ? { ...previous, saving: false, errors: outcome.errors, formError: outcome.formError } : previous,
    );
  };

  const ruleCount = rules.state.data?.length ?? 0;
  return (
    <div className="grid max-w-5xl gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="rules-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="rules-heading" className="text-xl font-semibold">
              Your alert rules
            </h2>
            <Button
              type="button"
              variant="brand"
              size="sm"
              disabled={rules.state.status !== "loaded" || ruleCount >= MAX_ALERT_RULES}
              onClick={() => openEditor(null, "New alert rule", emptyDraft(browserTimeZone()))}
            >
              <PlusIcon aria-hidden="true" />
              New rule
            </Button>
          </div>

          {offer && noRules && !editing ? (
            <Card className="border-brand/40" data-testid="favourites-offer">
              <CardHeader>
                <CardTitle className="text-base" role="heading" aria-level={3}>
                  Start from your favourites
                </CardTitle>
                <CardDescription>One click fills in a rule; check it and press Create rule.</CardDescription>
              </CardHeader>
              <CardContent>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => openEditor(null, "New alert rule", offer.draft)}
                  className="h-auto text-left whitespace-normal"
                >
                  <SparklesIcon aria-hidden="true" />
                  {offer.offer}
                </Button>
              </CardContent>
            </Card>
          ) : null}

          {editing ? (
            <Card>
              <CardHeader>
                <h3 ref={editorHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
                  {editing.title}
                </h3>
              </CardHeader>
              <CardContent>
                <RuleEditor
                  key={editing.key}
                  submitLabel={editing.id ? "Save changes" : "Create rule"}
                  initial={editing.draft}
                  options={options}
                  errors={editing.errors}
                  formError={editing.formError}
                  saving={editing.saving}
                  onSubmit={(draft) => void submit(draft)}
                  onCancel={() => setEditing(null)}
                />
              </CardContent>
            </Card>
          ) : null}

          <RuleList
            rules={rules}
            labels={labels}
            onEdit={(rule) => openEditor(rule.id, `Edit “${rule.name}”`, draftFromRule(rule))}
          />
        </section>
      </div>

      <aside className="flex flex-col gap-6" aria-label="Channels">
        <MasterSwitchesCard switches={master.switches} error={master.status === "error" ? master.error : null} />
        <PushDeviceCard pushSwitchOn={master.switches?.push ?? null} />
      </aside>
    </div>
  );
}

function RuleList({
  rules,
  labels,
  onEdit,
}: {
  rules: ReturnType<typeof useAlertRules>;
  labels: RuleLabels;
  onEdit: (rule: AlertRule) => void;
}) {
  const [pending, setPending] = React.useState<string | null>(null);
  const { state } = rules;
  if (state.status === "loading") {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading your alert rules">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (state.status === "error" && !state.data) {
    return (
      <LoadError title="Failed to fetch your alert rules" message={state.error} onRetry={() => void rules.reload()} />
    );
  }
  const list = state.data ?? [];
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed p-6">
        <p className="font-medium">No alert rules yet.</p>
        <p className="text-sm text-muted-foreground">
          A rule says which value picks you want to hear about (sports, leagues, markets, minimum EV, fair probability,
          odds, your bookmakers) and how (in the app, by push, by e-mail; at once or in a daily digest).
        </p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Alert rules">
      {list.map((rule) => (
        <li key={rule.id} className="flex flex-col gap-3 rounded-xl border p-4" data-testid="alert-rule">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {rule.name}
                {rule.enabled ? null : <span className={badgeVariants({ variant: "muted" })}>Paused</span>}
              </p>
              <p className="text-sm text-muted-foreground" data-testid="alert-rule-filters">
                {summariseFilters(rule, labels)}
              </p>
              <p className="text-sm text-muted-foreground" data-testid="alert-rule-delivery">
                {summariseDelivery(rule)}
              </p>
            </div>
            <Switch
              checked={rule.enabled}
              disabled={pending === rule.id}
              aria-label={`Enabled: ${rule.name}`}
              onCheckedChange={async (enabled) => {
                setPending(rule.id);
                const outcome = await rules.setEnabled(rule, enabled);
                setPending(null);
                if (!outcome.ok)
                  toast.error("Could not change the rule", { description: outcome.formError ?? undefined });
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Edit ${rule.name}`}
              onClick={() => onEdit(rule)}
            >
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
            <DeleteRuleDialog
              name={rule.name}
              onDelete={async () => {
                const result = await rules.remove(rule.id);
                if (result.success || result.status === 404) {
                  toast.success("Alert rule deleted");
                  return null;
                }
                return result.error;
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
