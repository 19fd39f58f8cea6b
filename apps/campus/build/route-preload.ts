import { resolve } from "node:path";
import type { Plugin, Rolldown } from "vite";
import {
  type AreaName,
  publicPages,
  shellCalls,
  shellPages,
  signedOutPages,
} from "../../../packages/campus-features/src/routes/page-table";
import { signInParams } from "../../../packages/campus-features/src/session/address-sign-in";
import { callRoutes } from "../../../packages/contract/src/all-routes";
// Vite loads the config before `resolve.conditions` apply, so these come from the sources.
import { cookieNames } from "../../../packages/contract/src/cookies";
import { addressParams, fillAddress } from "../../../packages/contract/src/pages";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Where the route table lives (SPEC section 2): the pages of each place in the tree with their paths and the
 * area each lazy-loads, and the levels above them in routes.tsx (the frame from `@campus/features/frame`, the
 * shell and its page outlet from `@campus/features/shell`, the gates from `@campus/features/gates`).
 */
const routeTableFile = resolve(import.meta.dirname, "../../../packages/campus-features/src/routes/campus-routes.ts");
const routesFile = resolve(import.meta.dirname, "../src/routes.tsx");
const localesLoader = resolve(import.meta.dirname, "../../../packages/campus-features/src/i18n/load-i18n.ts");
/** What load-i18n.ts imports: each language's strings in two parts (apps/campus/locale-parts.ts). */
const localeChunks = ["pl", "en"].flatMap((language) =>
  ["frame", "campus"].map((part) => `@campus/locales/${language}.json?part=${part}`),
);

/** The places of the tree, with the modules of the levels a page there sits under. */
const PLACES = {
  publicPages: { key: "p", levels: ["@campus/features/frame"] },
  signedOutPages: { key: "o", levels: ["@campus/features/frame", "@campus/features/gates"] },
  shellPages: { key: "s", levels: ["@campus/features/frame", "@campus/features/gates", "@campus/features/shell"] },
} as const;

interface PreloadPage {
  path: string;
  place: keyof typeof PLACES;
  area: AreaName;
  /** The addresses of the calls the page makes as it opens (`/api/course/:id`). */
  calls: string[];
}

type CallName = Extract<keyof typeof callRoutes, string>;

/**
 * The address of each call a page opens with, as the client asks for it (`/api` and the call's route). Only a
 * GET whose parameters are all the page's own can be asked for from the address alone.
 */
function callAddresses(path: string, names: CallName[]): string[] {
  const params = new Set(addressParams(path));
  return names.map((name) => {
    const call = callRoutes[name];
    const needed = addressParams(call.url);
    if (call.method !== "GET" || needed.some((param) => !params.has(param))) {
      throw new Error(`route-preload: ${path} cannot ask for ${name} ahead, from its address alone.`);
    }
    return `/api${call.url}`;
  });
}

/** The pages of the route table (page-table.ts, imported as a module) in each place of the tree. */
function tablePages(): PreloadPage[] {
  const places = { publicPages, signedOutPages, shellPages };
  return (Object.keys(places) as (keyof typeof PLACES)[]).flatMap((place) =>
    places[place].flatMap((route) => {
      if (!("requires" in route)) return [{ ...route, place, calls: callAddresses(route.path, route.calls ?? []) }];
      // The console's code goes to staff alone, and index.html cannot know who is signed in: none of it ahead.
      if (route.requires === "staff") return [];
      // Without the flag the page makes no calls (SPEC section 2), and index.html cannot know the flags.
      const asking = route.pages.find((page) => (page.calls ?? []).length > 0);
      if (asking)
        throw new Error(`route-preload: ${asking.path} needs an organization's flag, so it asks for nothing ahead.`);
      return route.pages.map((page) => ({ ...page, place, calls: [] }));
    }),
  );
}

/** A path pattern of the route table (`/course/:id`) as a regular expression's source. */
const patternOf = (path: string) =>
  `^${path
    .replace(/\/$/, "")
    .split("/")
    .map((part) => (part.startsWith(":") ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/")}/?$`;

/**
 * Runs in the page before the entry: adds `<link rel="modulepreload">` for the chunks the address will load
 * (its levels and page, or the login page's without a session, or home's on /login with one) and for the
 * strings of the language the app will start in (the frame's, and the campus's on a page in the shell), so they
 * download beside the entry rather than after it. With a session (and no sign-in in the address, which the app
 * takes first), it also asks for the learner, the call the login gate makes first, and once that answer says the
 * session holds, for what the shell and the page ask for as they open: the answers are there when the scripts
 * have run rather than a round trip later. A session whose access has lapsed answers 401; then nothing more goes
 * out ahead, as the app renews the session first (an answer taken ahead with the lapsed access would make the
 * client renew it a second time). A public page's calls need no session and go out at once.
 */
function preloadRoute(
  routes: [pattern: string, place: string, files: number[], calls: string[]][],
  files: string[],
  locales: Record<string, number[]>,
  authorizedCookie: string,
  sessionCall: string,
  shellCalls: string[],
  signInParams: string[],
  fill: typeof fillAddress,
) {
  // Over https the name carries a `__Host-` prefix.
  const signedIn = document.cookie.split(/;\s*/).some((cookie) => cookie.split("=")[0]?.endsWith(authorizedCookie));
  const path = location.pathname;
  const byPath = (wanted: string) => routes.find((route) => route[0] === wanted);
  let route = routes.find((candidate) => new RegExp(candidate[0]).test(path));
  if (route?.[1] === "o" && signedIn) route = byPath("^/?$");
  if ((route?.[1] === "s" || !route) && !signedIn) route = byPath("^/login/?$");
  // The client's own request (credentials included) takes each answer: same address, mode and credentials.
  const ask = (address: string) => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "use-credentials";
    link.href = address;
    document.head.append(link);
    return link;
  };
  // The address's parameters as the client sends them: `useParams` decodes them, and the client fills the call's
  // address with the contract's fillAddress, the very function this script is given.
  const groups = (route && new RegExp(route[0]).exec(path)?.groups) || {};
  const withParams = (address: string) => {
    try {
      const params = Object.fromEntries(
        Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      return fill(address, params);
    } catch {
      return undefined;
    }
  };
  // A query may change what a page asks for (a filter, a page of results): then only the shell's calls go ahead.
  const pageCalls = location.search ? [] : (route?.[3] ?? []);
  const askAll = (addresses: string[]) => {
    for (const address of addresses) {
      const ready = withParams(address);
      if (ready) ask(ready);
    }
  };
  const preloadChunks = () => {
    const wanted = route ? [...route[2]] : [];
    // The language boot script, earlier in the head, has set the language the app will start in. Its frame's
    // strings serve every page; the campus's, the pages in the shell.
    const [frameStrings, campusStrings] = locales[document.documentElement.lang === "en" ? "en" : "pl"] as number[];
    wanted.push(frameStrings as number);
    if (route?.[1] === "s") wanted.push(campusStrings as number);
    for (const index of new Set(wanted)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = `/${files[index]}`;
      document.head.append(link);
    }
  };
  if (route?.[1] === "p") {
    askAll(pageCalls);
    preloadChunks();
    return;
  }
  const params = new URLSearchParams(location.search);
  // The learner is asked for before the chunks: over HTTP/1.1 the first requests take the six connections, and
  // every call of the page waits for this answer.
  if (signedIn && !signInParams.some((name) => params.has(name))) {
    const session = ask(sessionCall);
    // A preload loads whatever the status; its timing entry says whether the session held (200), and a browser
    // that does not tell asks for nothing more.
    if (route?.[1] === "s") {
      session.onload = () => {
        const entries = performance.getEntriesByName(session.href) as PerformanceResourceTiming[];
        if (entries.some((entry) => entry.responseStatus === 200)) askAll([...shellCalls, ...pageCalls]);
      };
    }
  }
  preloadChunks();
}

/** The chunk of the bundle holding a module, and the chunks it imports statically, transitively. */
function closure(bundle: OutputBundle, chunk: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const output = bundle[fileName];
    if (output?.type === "chunk") for (const imported of output.imports) visit(imported);
  };
  visit(chunk.fileName);
  return seen;
}

/**
 * The current route's chunks preloaded from index.html (issue 20): the build writes a small map from each
 * route pattern of the route table to its chunks (those the entry does not load already) into an inline
 * script of the page, which the server allows by its hash like the theme boot script.
 *
 * A script rather than `<link>` elements in the markup: Lighthouse's simulation counts a high-priority script
 * that no script asked for as one the first paint waited for (and would count one from a `Link` header the same
 * way). Home with its chunks and calls written into the head as links painted first at a simulated 2.5-2.7 s
 * instead of 2.1 s.
 */
export function routePreload(): Plugin {
  /** The module id each specifier the map needs resolves to, found when the build starts. */
  const ids = new Map<string, string>();
  const key = (specifier: string, importer: string) => `${importer}\0${specifier}`;
  const pages = tablePages();
  const shellAddresses = callAddresses("/", shellCalls);
  const wanted = () => [
    ...Object.values(PLACES).flatMap((place) => place.levels.map((specifier) => [specifier, routesFile] as const)),
    ...pages.map((page) => [`../areas/${page.area}`, routeTableFile] as const),
    ...localeChunks.map((specifier) => [specifier, localesLoader] as const),
  ];
  return {
    name: "campus-route-preload",
    apply: "build",
    async buildStart() {
      for (const [specifier, importer] of wanted()) {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) throw new Error(`route-preload: ${specifier} does not resolve from ${importer}.`);
        ids.set(key(specifier, importer), resolved.id);
      }
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error("route-preload: the build has no entry chunk.");
        const loadedByEntry = closure(bundle, entry);
        const files: string[] = [];
        const indexOf = (file: string) => {
          if (!files.includes(file)) files.push(file);
          return files.indexOf(file);
        };
        const chunkFiles = (specifier: string, importer: string) => {
          const id = ids.get(key(specifier, importer));
          // A module also imported statically elsewhere is loaded through a facade chunk of its own, which
          // re-exports it from the shared chunk: the facade is what `import()` fetches, and it must be asked for too.
          const chunk =
            id &&
            (chunks.find((candidate) => candidate.facadeModuleId === id) ??
              chunks.find((candidate) => candidate.moduleIds.includes(id)));
          if (!chunk) throw new Error(`route-preload: no chunk holds ${specifier}.`);
          return [...closure(bundle, chunk)].filter((file) => !loadedByEntry.has(file)).map(indexOf);
        };
        const routes: [string, string, number[], string[]][] = [];
        for (const page of pages) {
          const place = PLACES[page.place];
          const levels = place.levels.map((specifier) => chunkFiles(specifier, routesFile));
          const own = chunkFiles(`../areas/${page.area}`, routeTableFile);
          routes.push([patternOf(page.path), place.key, [...new Set([...levels.flat(), ...own])], page.calls]);
        }
        // Per language, the chunk of the frame's strings and the chunk of the campus's.
        const locales = Object.fromEntries(
          (["pl", "en"] as const).map((language) => [
            language,
            (["frame", "campus"] as const).map(
              (part) => chunkFiles(`@campus/locales/${language}.json?part=${part}`, localesLoader)[0] as number,
            ),
          ]),
        );
        // The client's base (`/api`, CampusClient's default) and the login gate's call for an existing session.
        const sessionCall = `/api${callRoutes.getUserData.url}`;
        const call = [routes, files, locales, cookieNames().authorized, sessionCall, shellAddresses, signInParams].map(
          (value) => JSON.stringify(value),
        );
        // Before the entry's script and the stylesheet: an inline script after a stylesheet waits for it to load
        // (1.4 s on a slow phone), and its requests would queue behind the entry's.
        const entryScript = html.search(/<script type="module"[^>]*src=/);
        if (entryScript < 0) throw new Error("route-preload: index.html has no entry script.");
        // The contract's fillAddress goes in as its own text, so the page fills addresses as the client does.
        const script = `<script>(${preloadRoute.toString()})(${call.join(",")},${fillAddress.toString()})</script>\n    `;
        return `${html.slice(0, entryScript)}${script}${html.slice(entryScript)}`;
      },
    },
  };
}
