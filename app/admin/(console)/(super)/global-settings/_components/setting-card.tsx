"use client";

import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

import type { AdminSetting, Draft } from "./settings-draft";

interface SettingCardProps {
  setting: AdminSetting;
  draft: Draft;
  changed: boolean;
  error: string | null;
  onChange: (draft: Draft) => void;
}

/** One setting: its key as title, description, type badge, and the editor for its type. */
export function SettingCard({ setting, draft, changed, error, onChange }: SettingCardProps) {
  const id = `setting-${setting.key}`;
  const errorId = `${id}-error`;
  const a11y = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : `${id}-description`,
  };
  return (
    <Card data-testid="setting-card" data-key={setting.key}>
      <CardHeader>
        <CardTitle className="font-mono text-base">
          <Label htmlFor={id}>{setting.key}</Label>
        </CardTitle>
        <CardDescription id={`${id}-description`}>{setting.description}</CardDescription>
        <CardAction className="flex gap-2">
          {changed ? <Badge variant="secondary">Edited</Badge> : null}
          {setting.isSecret ? <Badge variant="destructive">secret</Badge> : null}
          <Badge variant="outline">{setting.type}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Editor setting={setting} draft={draft} onChange={onChange} a11y={a11y} />
        {setting.isSecret ? (
          <p className="text-xs text-muted-foreground">
            {setting.hasValue ? "A value is saved and hidden. Type a new one to replace it." : "No value saved."}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

type A11y = { id: string; "aria-invalid"?: boolean; "aria-describedby": string };

function Editor({
  setting,
  draft,
  onChange,
  a11y,
}: {
  setting: AdminSetting;
  draft: Draft;
  onChange: (draft: Draft) => void;
  a11y: A11y;
}) {
  switch (setting.type) {
    case "boolean":
      return (
        <div className="flex items-center gap-3">
          <Switch {...a11y} checked={draft === true} onCheckedChange={onChange} />
          <span className="text-sm text-muted-foreground">{draft === true ? "On" : "Off"}</span>
        </div>
      );
    case "number":
      return (
        <Input
          {...a11y}
          type="number"
          inputMode="decimal"
          step="any"
          value={String(draft)}
          onChange={(event) => onChange(event.target.value)}
          className="max-w-60"
        />
      );
    case "json":
      return (
        <Textarea
          {...a11y}
          value={String(draft)}
          onChange={(event) => onChange(event.target.value)}
          rows={Math.min(12, String(draft).split("\n").length + 1)}
          className="font-mono text-xs"
          spellCheck={false}
        />
      );
    case "string":
      return (
        <Input
          {...a11y}
          type={setting.isSecret ? "password" : "text"}
          autoComplete="off"
          placeholder={setting.isSecret && setting.hasValue ? "•••••••• (hidden)" : undefined}
          value={String(draft)}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
