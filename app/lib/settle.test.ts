import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settleWithin } from "./settle";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const later = <T>(ms: number, value: T) => new Promise<T>((done) => setTimeout(() => done(value), ms));

/** Whether a promise has settled, checked after pending callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe("settleWithin", () => {
  it("waits for a read that settles in time, and no longer", async () => {
    const read = later(30, "rows");
    const wait = settleWithin(read, 100);
    await vi.advanceTimersByTimeAsync(29);
    expect(await isSettled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(wait)).toBe(true);
    expect(await isSettled(read)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops waiting at the deadline, leaving a slow read pending", async () => {
    const read = later(500, "rows");
    const wait = settleWithin(read, 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(await isSettled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(wait)).toBe(true);
    expect(await isSettled(read)).toBe(false);
  });

  it("a failed read ends the wait without failing it, and keeps its error for the page", async () => {
    const read = Promise.reject(new Error("D1 down"));
    await expect(settleWithin(read, 100)).resolves.toBeUndefined();
    await expect(read).rejects.toThrow("D1 down");
  });
});
