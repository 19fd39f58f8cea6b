import { describe, expect, it } from "vitest";
import { clearLearnerData } from "../session";
import { rememberReviewOffered, wasReviewOffered } from "./review-offer";

class MemoryStorage {
  items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe("the review offer", () => {
  it("is remembered per course, so it comes once", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(wasReviewOffered("c-intro", storage)).toBe(false);
    rememberReviewOffered("c-intro", storage);
    expect(wasReviewOffered("c-intro", storage)).toBe(true);
    expect(wasReviewOffered("c-ethics", storage)).toBe(false);
  });

  it("goes with the learner's other data at sign-out", () => {
    const storage = new MemoryStorage();
    rememberReviewOffered("c-intro", storage as unknown as Storage);
    clearLearnerData(storage);
    expect(wasReviewOffered("c-intro", storage as unknown as Storage)).toBe(false);
  });

  it("offers again rather than never when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    } as unknown as Storage;
    expect(wasReviewOffered("c-intro", blocked)).toBe(false);
    expect(() => rememberReviewOffered("c-intro", blocked)).not.toThrow();
  });
});
