import { describe, expect, it } from "vitest";

import {
  currentPeriod,
  daysLeft,
  nextPeriodStart,
  unbrokenAccessUntil,
  type Period,
} from "@/lib/subscriptions/periods.rules";

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));
const now = day(0);
const trial: Period = { planId: "PREMIUM", source: "TRIAL", startDate: day(-2), endDate: day(5) };
const basic: Period = { planId: "BASIC", source: "PAYMENT", startDate: day(-10), endDate: day(20) };

describe("nextPeriodStart", () => {
  it("starts now when nothing is open", () => {
    expect(nextPeriodStart([], { planId: "PREMIUM", source: "PAYMENT" }, now)).toEqual(now);
    const ended: Period = { ...trial, startDate: day(-9), endDate: day(-2) };
    expect(nextPeriodStart([ended], { planId: "BASIC", source: "PAYMENT" }, now)).toEqual(now);
  });

  it("starts a paid plan bought during the trial when the trial ends, whatever the plan", () => {
    expect(nextPeriodStart([trial], { planId: "BASIC", source: "PAYMENT" }, now)).toEqual(day(5));
    expect(nextPeriodStart([trial], { planId: "PREMIUM", source: "PAYMENT" }, now)).toEqual(day(5));
  });

  it("queues free days after any paid period", () => {
    expect(nextPeriodStart([basic], { planId: "PREMIUM", source: "REFERRAL" }, now)).toEqual(day(20));
    expect(nextPeriodStart([basic, trial], { planId: "PREMIUM", source: "REFERRAL" }, now)).toEqual(day(20));
  });

  it("renews the same paid plan at its end and upgrades another paid plan at once", () => {
    expect(nextPeriodStart([basic], { planId: "BASIC", source: "PAYMENT" }, now)).toEqual(day(20));
    expect(nextPeriodStart([basic], { planId: "PREMIUM", source: "PAYMENT" }, now)).toEqual(now);
  });
});

describe("currentPeriod and unbrokenAccessUntil", () => {
  const paidAfterTrial: Period = { planId: "BASIC", source: "PAYMENT", startDate: day(5), endDate: day(35) };

  it("is the trial during the trial, and access runs through the paid period queued after it", () => {
    expect(currentPeriod([trial, paidAfterTrial], now)).toBe(trial);
    expect(unbrokenAccessUntil([trial, paidAfterTrial], now)).toEqual(day(35));
  });

  it("is the paid period once the trial has ended", () => {
    expect(currentPeriod([trial, paidAfterTrial], day(6))).toBe(paidAfterTrial);
  });

  it("stops at a gap", () => {
    const later: Period = { ...paidAfterTrial, startDate: day(8), endDate: day(20) };
    expect(unbrokenAccessUntil([trial, later], now)).toEqual(day(5));
    expect(currentPeriod([trial, later], day(6))).toBeNull();
    expect(unbrokenAccessUntil([trial, later], day(6))).toBeNull();
  });

  it("prefers the period with more access when two overlap (an upgrade)", () => {
    const upgrade: Period = { planId: "VIP", source: "PAYMENT", startDate: now, endDate: day(30) };
    expect(currentPeriod([basic, upgrade], now)).toBe(upgrade);
  });
});

describe("daysLeft", () => {
  it("counts a started day as a day and never goes below zero", () => {
    expect(daysLeft(day(7), now)).toBe(7);
    expect(daysLeft(new Date(now.getTime() + 3_600_000), now)).toBe(1);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(day(-1), now)).toBe(0);
  });
});
