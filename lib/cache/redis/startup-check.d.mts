export declare function missingKeyspaceFlags(config: string | null | undefined): string;
export declare function describeRedisUrl(url: string): string;
export type SharedCacheRedisCheck =
  | { by: "config"; flags: string }
  | { by: "config-set"; from: string; flags: string }
  | { by: "probe"; configRefused: string | null };
export declare function checkSharedCacheRedis(
  url: string,
  options?: { skipConfig?: boolean; connectTimeoutMs?: number; probeTimeoutMs?: number },
): Promise<SharedCacheRedisCheck>;
export declare function sharedCacheRedisNotice(url: string, result: SharedCacheRedisCheck): string | null;
