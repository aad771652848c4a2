import "server-only";

import { db } from "@/db";
import * as adQueries from "@/lib/ads/admin.queries";
import { AppError } from "@/lib/core/errors";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";
import type { CreateAdUnitInput, UpdateAdStatusInput } from "@/lib/ads/ads.input";

import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { adUnitFigures, summariseAdUnits, type AdUnitTotals } from "./figures.rules";

// The ad management console: ad units with their recorded
// performance, created, toggled and deleted by admins. Every write is audited and expires the public
// pages' ad slots (cache tag `ads`), so a paused unit stops showing at once.

type UnitRow = Awaited<ReturnType<typeof adQueries.listAdUnitsWithEventTotals>>[number];

function toAdUnitDto(row: Omit<UnitRow, keyof AdUnitTotals> & Partial<AdUnitTotals>, serving: boolean) {
  const totals = { impressions: row.impressions ?? 0, clicks: row.clicks ?? 0, revenueMicros: row.revenueMicros ?? 0 };
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    position: row.position,
    status: row.status,
    slotId: row.slotId,
    ...adUnitFigures(totals),
    /** This unit is the one its position's slot shows (the oldest ACTIVE unit there). */
    serving,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type AdminAdUnit = ReturnType<typeof toAdUnitDto>;

/** GET /api/admin/ads: every unit with impressions, clicks, CTR and revenue, and the stat cards. */
export async function listAdminAds() {
  const rows = await adQueries.listAdUnitsWithEventTotals();
  const servingPositions = new Set<string>();
  const units = rows.map((row) => {
    // Rows come oldest first, the order the ad slots pick in.
    const serving = row.status === "ACTIVE" && !servingPositions.has(row.position);
    if (serving) servingPositions.add(row.position);
    return toAdUnitDto(row, serving);
  });
  return { units, stats: summariseAdUnits(rows) };
}

export async function createAdUnit(actor: AuditActor, input: CreateAdUnitInput) {
  const unit = await db.transaction(async (tx) => {
    const row = await adQueries.createAdUnit(
      {
        name: input.name,
        type: input.type,
        position: input.position,
        status: input.status,
        slotId: input.slotId ?? null,
        code: input.code ?? null,
        createdById: actor.id,
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "ad.create",
      entityType: "ad_unit",
      entityId: row.id,
      after: { name: row.name, type: row.type, position: row.position, status: row.status, slotId: row.slotId },
    });
    return row;
  });
  if (unit.status === "ACTIVE") await revalidatePublicData([CACHE_TAGS.ads]);
  return toAdUnitDto(unit, false);
}

/** The Ad Units toggle: ACTIVE ↔ PAUSED (a DRAFT unit is activated). */
export async function setAdUnitStatus(actor: AuditActor, id: string, input: UpdateAdStatusInput) {
  const { unit, changed } = await db.transaction(async (tx) => {
    const current = await adQueries.lockAdUnit(id, tx);
    if (!current) throw new AppError("not_found", "Ad unit not found.");
    if (current.status === input.status) return { unit: null, changed: false };
    const updated = await adQueries.updateAdUnitStatus(id, input.status, tx);
    await recordAudit(tx, actor, {
      action: "ad.status_change",
      entityType: "ad_unit",
      entityId: id,
      before: { status: current.status },
      after: { status: input.status },
    });
    return { unit: updated, changed: true };
  });
  if (changed) await revalidatePublicData([CACHE_TAGS.ads]);
  const { units } = await listAdminAds();
  const fresh = units.find((row) => row.id === (unit?.id ?? id));
  if (!fresh) throw new AppError("not_found", "Ad unit not found.");
  return { unit: fresh, message: `Ad ${input.status === "ACTIVE" ? "active" : "paused"} successfully` };
}

/** Deletes a unit and its recorded events (audited with what it was). */
export async function deleteAdUnit(actor: AuditActor, id: string) {
  const removed = await db.transaction(async (tx) => {
    const current = await adQueries.lockAdUnit(id, tx);
    if (!current) throw new AppError("not_found", "Ad unit not found.");
    await adQueries.deleteAdUnit(id, tx);
    await recordAudit(tx, actor, {
      action: "ad.delete",
      entityType: "ad_unit",
      entityId: id,
      before: { name: current.name, position: current.position, status: current.status },
    });
    return current;
  });
  if (removed.status === "ACTIVE") await revalidatePublicData([CACHE_TAGS.ads]);
  return null;
}
