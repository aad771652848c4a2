export function redisDatabase(url: string): number;
export function redisHandlerOptions(): { redisUrl: string; database: number };
