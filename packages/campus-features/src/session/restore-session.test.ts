import { afterEach, describe, expect, it, vi } from "vitest";
import { CampusClient, type CookieJar } from "../api";
import { loginAnswer } from "../testing/fixtures";
import { takeAddressSignIn } from "./address-sign-in";
import { clearLearnerData, learnerStorageKeys } from "./learner-storage";
import { storePkce } from "./pkce";
import { LoginFailedError, restoreSession } from "./restore-session";

const jar = (session: boolean): CookieJar => ({
  read: (name) => (session && name === "campus_authorized" ? "1" : undefined),
  write: () => {},
  remove: () => {},
});

/** A client whose server answers every call with the learner, recording what was called. */
function clientFor(session: boolean) {
  const called: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    called.push(new URL(String(input), "http://campus.test").pathname);
    return new Response(JSON.stringify(loginAnswer()), { headers: { "content-type": "application/json" } });
  });
  return { client: new CampusClient({ fetch: fetchMock, cookies: jar(session) }), called };
}

afterEach(() => localStorage.clear());

describe("restoreSession (SPEC section 4, in order)", () => {
  it("1. signs in with hand-off tokens first, even over an existing session", async () => {
    const { client, called } = clientFor(true);
    const answer = await restoreSession({
      client,
      storage: localStorage,
      addressSignIn: { kind: "hand-off", accessToken: "a".repeat(20), refreshToken: "r".repeat(20) },
    });
    expect(answer?.user.firstName).toBe("Anna");
    expect(called).toEqual(["/api/auth/url-login"]);
  });

  it("2. exchanges a code only when its state is the stored one, with the stored verifier, then forgets both", async () => {
    const { client, called } = clientFor(false);
    storePkce(localStorage, { verifier: "v".repeat(43), challenge: "c", state: "state-1" });
    await restoreSession({
      client,
      storage: localStorage,
      addressSignIn: { kind: "code", code: "x".repeat(20), state: "state-1" },
    });
    expect(called).toEqual(["/api/auth/exchange-code"]);
    expect(localStorage.getItem("codeVerifier")).toBeNull();
    expect(localStorage.getItem("state")).toBeNull();
  });

  it("refuses a code whose state differs, without calling the server", async () => {
    const { client, called } = clientFor(false);
    storePkce(localStorage, { verifier: "v".repeat(43), challenge: "c", state: "mine" });
    await expect(
      restoreSession({
        client,
        storage: localStorage,
        addressSignIn: { kind: "code", code: "x".repeat(20), state: "theirs" },
      }),
    ).rejects.toBeInstanceOf(LoginFailedError);
    expect(called).toEqual([]);
    expect(localStorage.getItem("codeVerifier")).toBeNull();
  });

  it("3. fetches the user of an existing session", async () => {
    const { client, called } = clientFor(true);
    expect(await restoreSession({ client, storage: localStorage, addressSignIn: null })).not.toBeNull();
    expect(called).toEqual(["/api/auth/get-user-data"]);
  });

  it("4. answers no session without calling the server", async () => {
    const { client, called } = clientFor(false);
    expect(await restoreSession({ client, storage: localStorage, addressSignIn: null })).toBeNull();
    expect(called).toEqual([]);
  });

  it("fails a sign-in the server answers with success false", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...loginAnswer(), success: false }), {
          headers: { "content-type": "application/json" },
        }),
    );
    const client = new CampusClient({ fetch: fetchMock, cookies: jar(true) });
    await expect(restoreSession({ client, storage: localStorage, addressSignIn: null })).rejects.toBeInstanceOf(
      LoginFailedError,
    );
  });
});

describe("takeAddressSignIn", () => {
  const history = () => ({ state: { key: "k" }, replaceState: vi.fn() });

  it("takes hand-off tokens out of the address before anything else, keeping the rest of it", () => {
    const h = history();
    const found = takeAddressSignIn(
      { href: "https://campus.test/course/c-intro?lang=en&accessToken=aaa&refreshToken=rrr#top" },
      h,
    );
    expect(found).toEqual({ kind: "hand-off", accessToken: "aaa", refreshToken: "rrr" });
    expect(h.replaceState).toHaveBeenCalledWith({ key: "k" }, "", "/course/c-intro?lang=en#top");
  });

  it("takes a code and its state", () => {
    const h = history();
    expect(takeAddressSignIn({ href: "https://campus.test/?code=ccc&state=sss" }, h)).toEqual({
      kind: "code",
      code: "ccc",
      state: "sss",
    });
    expect(h.replaceState).toHaveBeenCalledWith({ key: "k" }, "", "/");
  });

  it("cleans a half hand-off from the address without signing in with it", () => {
    const h = history();
    expect(takeAddressSignIn({ href: "https://campus.test/?accessToken=aaa" }, h)).toBeNull();
    expect(h.replaceState).toHaveBeenCalledWith({ key: "k" }, "", "/");
  });

  it("leaves an address without sign-in data alone", () => {
    const h = history();
    expect(takeAddressSignIn({ href: "https://campus.test/programs?page=2" }, h)).toBeNull();
    expect(h.replaceState).not.toHaveBeenCalled();
  });
});

describe("clearLearnerData", () => {
  it("removes what the campus kept of the learner and keeps the browser's language and theme", () => {
    localStorage.setItem(learnerStorageKeys.courseProgress("c-intro"), "{}");
    localStorage.setItem(learnerStorageKeys.presentationsDone, "[]");
    localStorage.setItem("codeVerifier", "v");
    localStorage.setItem("i18nextLng", "en");
    localStorage.setItem("darkMode", "true");
    clearLearnerData(localStorage);
    expect(Object.keys({ ...localStorage }).sort()).toEqual(["darkMode", "i18nextLng"]);
  });
});
