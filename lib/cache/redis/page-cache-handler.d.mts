import type { CacheValueSerializer } from "@trieb.work/nextjs-turbo-redis-cache";

export declare const COMPACT_PREFIX: string;
export declare const DECODED_ENTRIES_MAX_BYTES: number;
export declare function createPageEntrySerializer(options?: { maxDecodedBytes?: number }): CacheValueSerializer;
export declare const pageEntrySerializer: CacheValueSerializer;
declare const PageCacheHandler: new (options?: Record<string, unknown>) => unknown;
export default PageCacheHandler;
