import type { CacheValueSerializer } from "@trieb.work/nextjs-turbo-redis-cache";

export declare const pageEntrySerializer: CacheValueSerializer;
declare const PageCacheHandler: new (options: Record<string, unknown>) => unknown;
export default PageCacheHandler;
