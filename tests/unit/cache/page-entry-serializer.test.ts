import { jsonCacheValueSerializer } from "@trieb.work/nextjs-turbo-redis-cache";
import { describe, expect, it } from "vitest";

import { pageEntrySerializer } from "@/lib/cache/redis/page-cache-handler.mjs";

// The page cache handler's entry format (lib/cache/redis/page-cache-handler.mjs): the package's JSON, read
// back with the same fields, and cheap to stringify (the handler stringifies every entry it reads).

const entry = {
  lastModified: 1_764_000_000_000,
  tags: ["predictions", "_N_T_/predictions"],
  value: {
    kind: "APP_PAGE",
    html: "<html>…</html>",
    rscData: Buffer.from("x".repeat(200_000)),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": "predictions" },
    status: 200,
  },
};

describe("the page entry serializer", () => {
  it("writes the package's own format and reads back every field, Buffers and Maps included", async () => {
    const stored = await pageEntrySerializer.serialize(entry as never);
    expect(stored).toBe(await jsonCacheValueSerializer.serialize(entry as never));
    const read = (await pageEntrySerializer.deserialize(stored)) as unknown as typeof entry;
    expect(Object.keys(read)).toEqual(["lastModified", "tags", "value"]);
    expect(read.value.rscData.equals(entry.value.rscData)).toBe(true);
    expect(read.value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(read.value.html).toBe(entry.value.html);
  });

  it("stringifies a read entry as a short summary instead of its Buffers' bytes", async () => {
    const read = await pageEntrySerializer.deserialize(await pageEntrySerializer.serialize(entry as never));
    const line = JSON.stringify(read);
    expect(line).toBe(JSON.stringify({ lastModified: entry.lastModified, tags: entry.tags }));
    expect(JSON.stringify(await jsonCacheValueSerializer.deserialize(await jsonCacheValueSerializer.serialize(entry as never))).length).toBeGreaterThan(200_000);
  });
});
