import { jsonCacheValueSerializer } from "@trieb.work/nextjs-turbo-redis-cache";
import { describe, expect, it } from "vitest";

import {
  COMPACT_PREFIX,
  createPageEntrySerializer,
  pageEntrySerializer,
} from "@/lib/cache/redis/page-cache-handler.mjs";

// The page cache handler's entry format (lib/cache/redis/page-cache-handler.mjs): gzip'd package JSON in
// base64, decoded once per stored string, cheap to clone and to stringify (the handler does both on
// every hit).

const entry = {
  lastModified: 1_764_000_000_000,
  tags: ["predictions", "_N_T_/predictions"],
  value: {
    kind: "APP_PAGE",
    html: `<html>${'<div class="row">"quoted"</div>'.repeat(2_000)}</html>`,
    rscData: Buffer.from("x".repeat(50_000)),
    segmentData: new Map([["/_tree", Buffer.from("tree")]]),
    headers: { "x-next-cache-tags": "predictions" },
    status: 200,
  },
};

type Entry = typeof entry;

/** An equal string that is not the same string object (what the package's structuredClone hands over). */
const copyOf = (text: string) => Buffer.from(text, "utf8").toString("utf8");

describe("the page entry serializer", () => {
  it("stores a compact string with nothing to escape, reads back every field, Buffers and Maps included", async () => {
    const stored = await pageEntrySerializer.serialize(entry as never);
    const plain = await jsonCacheValueSerializer.serialize(entry as never);
    expect(stored.startsWith(COMPACT_PREFIX)).toBe(true);
    expect(stored.length).toBeLessThan(plain.length / 5);
    expect(JSON.stringify(stored).length).toBe(stored.length + 2);

    const read = (await pageEntrySerializer.deserialize(stored)) as unknown as Entry;
    expect(Object.keys(read)).toEqual(["lastModified", "tags", "value"]);
    expect(read.lastModified).toBe(entry.lastModified);
    expect(read.tags).toEqual(entry.tags);
    expect(read.value.rscData.equals(entry.value.rscData)).toBe(true);
    expect(read.value.segmentData.get("/_tree")?.toString()).toBe("tree");
    expect(read.value.html).toBe(entry.value.html);
  });

  it("still reads the package's plain JSON", async () => {
    const read = (await createPageEntrySerializer().deserialize(
      await jsonCacheValueSerializer.serialize(entry as never),
    )) as unknown as Entry;
    expect(read.value.html).toBe(entry.value.html);
    expect(read.value.rscData.equals(entry.value.rscData)).toBe(true);
  });

  it("decodes a stored string once: an equal string gets the same entry, a changed one its own", async () => {
    const serializer = createPageEntrySerializer();
    const stored = await serializer.serialize(entry as never);
    const [first, concurrent] = await Promise.all([
      serializer.deserialize(stored),
      serializer.deserialize(copyOf(stored)),
    ]);
    expect(concurrent).toBe(first);
    expect(await serializer.deserialize(copyOf(stored))).toBe(first);

    const changed = await serializer.serialize({
      ...entry,
      lastModified: entry.lastModified + 1,
      value: { ...entry.value, html: "<html>new</html>" },
    } as never);
    const read = (await serializer.deserialize(changed)) as unknown as Entry;
    expect(read).not.toBe(first);
    expect(read.value.html).toBe("<html>new</html>");
    expect(read.lastModified).toBe(entry.lastModified + 1);
  });

  it("keeps decoded entries within its size budget", async () => {
    const serializer = createPageEntrySerializer({ maxDecodedBytes: 1_000 });
    const stored = await serializer.serialize(entry as never);
    const first = await serializer.deserialize(stored);
    expect(await serializer.deserialize(stored)).not.toBe(first);
  });

  it("fails a string that is not a valid entry, and keeps no failed decoding", async () => {
    const serializer = createPageEntrySerializer();
    const broken = `${COMPACT_PREFIX}bm90IGd6aXA=`;
    await expect(serializer.deserialize(broken)).rejects.toThrow();
    await expect(serializer.deserialize(broken)).rejects.toThrow();
  });

  it("stringifies a read entry as a short summary instead of its Buffers' bytes", async () => {
    const read = await pageEntrySerializer.deserialize(await pageEntrySerializer.serialize(entry as never));
    const line = JSON.stringify(read);
    expect(line).toBe(JSON.stringify({ lastModified: entry.lastModified, tags: entry.tags }));
    expect(
      JSON.stringify(
        await jsonCacheValueSerializer.deserialize(await jsonCacheValueSerializer.serialize(entry as never)),
      ).length,
    ).toBeGreaterThan(50_000);
  });
});
