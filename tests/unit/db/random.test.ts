import { describe, expect, it } from "vitest";

import { hashString, mulberry32, normal, pick, poisson, randomInt, rngFor, shuffle } from "@/db/seed/random";

const take = (rng: () => number, n: number) => Array.from({ length: n }, () => rng());

describe("mulberry32", () => {
  it("gives the same sequence for the same seed", () => {
    expect(take(mulberry32(42), 20)).toEqual(take(mulberry32(42), 20));
  });

  it("matches the reference mulberry32 (the demo world depends on these exact values)", () => {
    expect(mulberry32(1)()).toBeCloseTo(0.6270739405881613, 15);
  });

  it("gives different sequences for different seeds", () => {
    expect(take(mulberry32(1), 5)).not.toEqual(take(mulberry32(2), 5));
  });

  it("stays in [0, 1) and is roughly uniform", () => {
    const values = take(mulberry32(7), 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (const value of values) buckets[Math.floor(value * 10)]!++;
    for (const bucket of buckets) expect(bucket).toBeGreaterThan(1800);
  });
});

describe("hashString and rngFor", () => {
  it("hashes stably (FNV-1a)", () => {
    expect(hashString("")).toBe(0x811c9dc5);
    expect(hashString("epl")).toBe(hashString("epl"));
    expect(hashString("epl")).not.toBe(hashString("nba"));
  });

  it("derives independent, reproducible generators per key", () => {
    expect(take(rngFor(1, "a"), 5)).toEqual(take(rngFor(1, "a"), 5));
    expect(take(rngFor(1, "a"), 5)).not.toEqual(take(rngFor(1, "b"), 5));
    expect(take(rngFor(1, "a"), 5)).not.toEqual(take(rngFor(2, "a"), 5));
  });
});

describe("distributions", () => {
  it("randomInt covers the inclusive range", () => {
    const rng = mulberry32(3);
    const seen = new Set(Array.from({ length: 2_000 }, () => randomInt(rng, 2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });

  it("shuffle returns a permutation and pick an element", () => {
    const rng = mulberry32(4);
    const items = Array.from({ length: 30 }, (_, index) => index);
    const shuffled = shuffle(rng, items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(items).toContain(pick(rng, items));
    expect(() => pick(rng, [])).toThrow();
  });

  it("normal has the asked mean and spread", () => {
    const rng = mulberry32(5);
    const values = Array.from({ length: 20_000 }, () => normal(rng, 110, 12));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
    expect(mean).toBeCloseTo(110, 0);
    expect(sd).toBeGreaterThan(11.5);
    expect(sd).toBeLessThan(12.5);
  });

  it("poisson has mean ≈ variance ≈ λ", () => {
    const rng = mulberry32(6);
    const values = Array.from({ length: 20_000 }, () => poisson(rng, 1.4));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(mean).toBeGreaterThan(1.35);
    expect(mean).toBeLessThan(1.45);
    expect(variance).toBeGreaterThan(1.3);
    expect(variance).toBeLessThan(1.5);
    expect(values.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
  });
});
