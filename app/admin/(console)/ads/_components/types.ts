// The answers of GET /api/admin/ads and /api/admin/ads/settings as the ad console reads them.

export interface AdUnitRow {
  id: string;
  name: string;
  type: string;
  position: string;
  status: "ACTIVE" | "PAUSED" | "DRAFT";
  slotId: string | null;
  impressions: number;
  clicks: number;
  ctr: number;
  revenue: number;
  serving: boolean;
  createdAt: string;
}

interface AdStats {
  totalUnits: number;
  activeUnits: number;
  pausedUnits: number;
  draftUnits: number;
  impressions: number;
  clicks: number;
  ctr: number;
  revenue: number;
}

export interface AdsAnswer {
  units: AdUnitRow[];
  stats: AdStats;
}

export interface AdSettingsAnswer {
  publisherId: string;
  autoAds: boolean;
  personalizedAds: boolean;
  publisherIdFromEnvironment: boolean;
}
