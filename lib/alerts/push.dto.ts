// What leaves the alerts domain about a member's push devices: never the endpoint or the keys, which let
// anyone who holds them send to the device.

interface PushDeviceRow {
  id: string;
  createdAt: Date;
  lastSuccessAt: Date | null;
  userAgent: string | null;
}

export function toPushDeviceDto(row: PushDeviceRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    userAgent: row.userAgent,
  };
}
