import { describe, expect, it } from "vitest";
import { markPresentationDone, readPresentationsDone } from "./presentations-done";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe("presentations marked as done", () => {
  it("keeps a list of lesson and sub-lesson ids under the 'presentation done' key, each once", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(readPresentationsDone(storage)).toEqual([]);
    markPresentationDone("l3", storage);
    markPresentationDone("l4-s2", storage);
    markPresentationDone("l3", storage);
    expect(readPresentationsDone(storage)).toEqual(["l3", "l4-s2"]);
    expect(storage.getItem("presentationDone")).toBe('["l3","l4-s2"]');
  });

  it("reads a damaged list as empty and keeps only ids", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem("presentationDone", "{not json");
    expect(readPresentationsDone(storage)).toEqual([]);
    storage.setItem("presentationDone", '["l1", 2, null]');
    expect(readPresentationsDone(storage)).toEqual(["l1"]);
    storage.setItem("presentationDone", '{"l1": true}');
    expect(readPresentationsDone(storage)).toEqual([]);
  });

  it("survives a storage that refuses writes", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    expect(() => markPresentationDone("l3", full)).not.toThrow();
  });
});
