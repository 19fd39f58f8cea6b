// The bundle-size benchmark (root script: pnpm bench:bundle), a step of `pnpm test`: its budgets are deterministic.
//
// It builds, in one run and with the repo's Vite, the campus app (apps/campus, its own config, with a manifest,
// into a temporary directory, so apps/campus/dist is never touched) and the hello app of tests/bench/hello
// (React 19 + react-router 7's data router with one route, from the same node_modules). From the two manifests
// it measures gzip sizes (Node's zlib, level 9; 1 kB = 1000 bytes):
//   - the entry: the JavaScript the HTML loads before anything renders, i.e. the entry chunk and its static
//     imports, transitively (the HTML's modulepreload links);
//   - what the browser loads to render /login and /: the entry plus, for every lazy route level the path goes
//     through (the frame, the gates, the shell, the page), the chunk its import() loads and that chunk's static
//     imports, each file counted once;
//   - each lazy route chunk on its own: its own file, and apart from it its static imports not already in the
//     entry;
//   - the hello app's entry, the yardstick of the ratios.
// The budget comes from the product's issue: the campus entry at most 1.5x the hello entry built in the same
// run (so it follows React and react-router releases rather than a fixed number), and each lazy route chunk
// (its own file) at most 50 kB gzip. The exit code says whether it holds (0 yes, 1 no, 2 the benchmark itself
// failed); a broken line is named, with the sources that weigh most in it (from the build's sourcemaps). CSS and
// fonts are listed for information and not budgeted.
//
// The route levels are hard-coded below (LEVELS, PATHS) from the route table in apps/campus/src/routes.tsx and the
// pages it takes from packages/campus-features/src/routes; the script stops if their import()s or component names
// no longer match them.
//
//   node tests/bench/bundle.mjs [--keep]     (--keep leaves the builds, sourcemaps included, in the temp dir)

import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const repo = resolve(import.meta.dirname, "../..");
const campusDir = join(repo, "apps/campus");
const helloDir = join(import.meta.dirname, "hello");
const routesFile = join(campusDir, "src/routes.tsx");
/** The campus's pages, which routes.tsx lazy-loads through @campus/features/routes; their `../area` is the area's entry. */
const pagesFile = join(repo, "packages/campus-features/src/routes/campus-routes.ts");
/** The route table's data: each page's component by name. */
const tableFile = join(repo, "packages/campus-features/src/routes/page-table.ts");

const ENTRY_RATIO_BUDGET = 1.5;
const ROUTE_CHUNK_BUDGET = 50_000; // bytes of gzip

/** Every lazy level of apps/campus/src/routes.tsx: the component it shows and the module its import() loads. */
const LEVELS = {
  frame: { component: "CampusFrame", specifier: "@campus/features/frame" },
  signedOutGate: { component: "SignedOutGate", specifier: "@campus/features/gates" },
  login: { component: "LoginPage", specifier: "@campus/features/login" },
  loginGate: { component: "LoginGate", specifier: "@campus/features/gates" },
  onboardingGate: { component: "OnboardingGate", specifier: "@campus/features/gates" },
  shell: { component: "CampusShell", specifier: "@campus/features/shell" },
  home: { component: "HomePage", specifier: "@campus/features/home" },
  onboarding: { component: "OnboardingPage", specifier: "@campus/features/onboarding" },
  notFound: { component: "NotFoundPage", specifier: "@campus/features/shell" },
  verify: { component: "VerifyPage", specifier: "@campus/features/certificate" },
  myLearning: { component: "MyLearningPage", specifier: "@campus/features/my-learning" },
  programs: { component: "ProgramsPage", specifier: "@campus/features/programs" },
  course: { component: "CoursePage", specifier: "@campus/features/course" },
  closedTest: { component: "ClosedTestPage", specifier: "@campus/features/closed-test" },
  finalWork: { component: "FinalWorkPage", specifier: "@campus/features/final-work" },
  about: { component: "AboutPage", specifier: "@campus/features/about" },
  promptbook: { component: "PromptbookPage", specifier: "@campus/features/promptbook" },
  benefits: { component: "BenefitsPage", specifier: "@campus/features/benefits" },
  community: { component: "CommunityPage", specifier: "@campus/features/community" },
  tools: { component: "ToolsPage", specifier: "@campus/features/tools" },
  password: { component: "ChoosePasswordPage", specifier: "@campus/features/password" },
  review: { component: "ReviewQueuePage", specifier: "@campus/features/review" },
};

/** The levels each measured path matches, outermost first. */
const PATHS = [
  ["/login", ["frame", "signedOutGate", "login"]],
  ["/", ["frame", "loginGate", "onboardingGate", "shell", "home"]],
];

const keep = process.argv.includes("--keep");
const work = mkdtempSync(join(tmpdir(), "campus-bench-bundle-"));

const kB = (bytes) => (bytes / 1000).toFixed(1);
const ratio = (bytes, base) => (bytes / base).toFixed(2);
const fontPattern = /\.(woff2?|ttf|otf|eot)$/;

/**
 * Stops when the route table (routes.tsx and the pages it takes from @campus/features/routes) has an import() or a
 * component the LEVELS above do not know, or lost one they name.
 */
function checkRouteTable() {
  // The route table's `import("../areas/x")` is the area's entry, `@campus/features/x`.
  const pages = `${readFileSync(pagesFile, "utf8")}\n${readFileSync(tableFile, "utf8")}`.replace(
    /import\(\s*["']\.\.\/areas\/([\w-]+)["']\s*\)/g,
    'import("@campus/features/$1")',
  );
  const source = `${readFileSync(routesFile, "utf8")}\n${pages}`;
  const imported = new Set([...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]));
  const known = new Set(Object.values(LEVELS).map((level) => level.specifier));
  const unknown = [...imported].filter((specifier) => !known.has(specifier));
  const gone = [...known].filter((specifier) => !imported.has(specifier));
  const missingComponents = Object.values(LEVELS)
    .map((level) => level.component)
    .filter((component) => !new RegExp(`\\b${component}\\b`).test(source));
  if (unknown.length + gone.length + missingComponents.length > 0) {
    throw new Error(
      `apps/campus/src/routes.tsx no longer matches LEVELS/PATHS in tests/bench/bundle.mjs (new import(): ${unknown.join(", ") || "none"}; gone: ${[...gone, ...missingComponents].join(", ") || "none"}). Update them.`,
    );
  }
}

/** Builds one app with its own config, plus a manifest; notes which output chunk holds each module. */
async function buildApp(root, outDir) {
  const chunkOfModule = new Map();
  await build({
    root,
    configLoader: "runner",
    logLevel: "warn",
    build: { manifest: true, outDir, emptyOutDir: true },
    plugins: [
      {
        name: "bench-bundle-chunk-modules",
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type === "chunk") for (const id of output.moduleIds) chunkOfModule.set(id, output.fileName);
          }
        },
      },
    ],
  });
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`${root}: expected one entry in the manifest, found ${entries.length}`);
  const sizes = new Map();
  /** Raw and gzip (level 9) bytes of one output file. */
  const size = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFileSync(join(outDir, file));
      sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  /** The manifest keys of these chunks and of their static imports, transitively. */
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const gzipOf = (keys) => [...keys].reduce((sum, key) => sum + size(manifest[key].file).gzip, 0);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return { outDir, manifest, entryKey: entries[0], chunkOfModule, keyOfFile, size, closure, gzipOf };
}

/** The package directories of react, react-dom and react-router that a build bundled. */
function reactPackages(app) {
  const packages = new Map();
  for (const id of app.chunkOfModule.keys()) {
    const match = id.match(/^(.*\/node_modules\/(react-router|react-dom|react))\//);
    if (!match) continue;
    if (!packages.has(match[2])) packages.set(match[2], new Set());
    packages.get(match[2]).add(realpathSync(match[1]));
  }
  return packages;
}

/** The characters of a built chunk per source package (or workspace file), from its sourcemap. */
function sourceShares(outDir, file) {
  const mapFile = join(outDir, `${file}.map`);
  const shares = new Map();
  if (!existsSync(mapFile)) return shares;
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const owners = map.sources.map((source) => {
    const path = resolve(dirname(mapFile), map.sourceRoot ?? "", source);
    const inPackage = path.match(/.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
    return inPackage ? inPackage[1] : relative(repo, path);
  });
  const digits = new Map([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]));
  const decode = (segment) => {
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = digits.get(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    return values;
  };
  const lines = readFileSync(join(outDir, file), "utf8").split("\n");
  let sourceIndex = 0;
  map.mappings.split(";").forEach((line, lineIndex) => {
    let column = 0;
    const segments = line
      .split(",")
      .filter(Boolean)
      .map((text) => {
        const [columnDelta, sourceDelta] = decode(text);
        column += columnDelta;
        if (sourceDelta !== undefined) sourceIndex += sourceDelta;
        return { column, owner: sourceDelta === undefined ? "(no source)" : owners[sourceIndex] };
      });
    const length = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? length;
      shares.set(segment.owner, (shares.get(segment.owner) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return shares;
}

/** The heaviest sources of these files, as lines to print. */
function heaviestSources(outDir, files, count = 8) {
  const total = new Map();
  for (const file of files) {
    for (const [owner, chars] of sourceShares(outDir, file)) total.set(owner, (total.get(owner) ?? 0) + chars);
  }
  const all = [...total.values()].reduce((sum, chars) => sum + chars, 0);
  return [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([owner, chars]) =>
        `      ${kB(chars).padStart(6)} kB min  ${((chars / all) * 100).toFixed(0).padStart(3)}%  ${owner}`,
    );
}

async function main() {
  checkRouteTable();
  const campus = await buildApp(campusDir, join(work, "campus"));
  const hello = await buildApp(helloDir, join(work, "hello"));

  const campusReact = reactPackages(campus);
  const helloReact = reactPackages(hello);
  for (const name of ["react", "react-dom", "react-router"]) {
    const a = [...(campusReact.get(name) ?? [])].join(", ");
    const b = [...(helloReact.get(name) ?? [])].join(", ");
    if (!a || a !== b) throw new Error(`${name}: the campus bundles ${a || "none"}, the hello app ${b || "none"}`);
  }
  const version = (name) =>
    JSON.parse(readFileSync(join([...helloReact.get(name)][0], "package.json"), "utf8")).version;

  const helloEntry = hello.closure([hello.entryKey]);
  const helloGzip = hello.gzipOf(helloEntry);
  const entry = campus.closure([campus.entryKey]);
  const entryGzip = campus.gzipOf(entry);

  const requireFromRoutes = createRequire(routesFile);
  /** The manifest key of the chunk a route level's import() loads (the chunk holding the imported module). */
  const chunkKeyOf = (specifier) => {
    const id = realpathSync(requireFromRoutes.resolve(specifier));
    const file = campus.chunkOfModule.get(id);
    const key = file && campus.keyOfFile.get(file);
    if (!key) throw new Error(`No chunk of the campus build holds ${specifier} (${id})`);
    return key;
  };

  const rows = [];
  const broken = [];
  const row = (label, gzip, budget) => {
    rows.push({ label, gzip, budget });
    if (budget && !budget.ok) broken.push({ label, gzip, ...budget });
  };

  rows.push({ heading: "JavaScript" });
  row(
    `hello entry: React ${version("react")} + react-router ${version("react-router")} (${helloEntry.size} file)`,
    helloGzip,
  );
  row(
    `campus entry: ${campus.manifest[campus.entryKey].file.replace(/^assets\//, "")} + static imports (${entry.size} files)`,
    entryGzip,
    {
      text: `<= ${ENTRY_RATIO_BUDGET.toFixed(2)} x hello`,
      ok: entryGzip <= ENTRY_RATIO_BUDGET * helloGzip,
      files: [...entry].map((key) => campus.manifest[key].file),
    },
  );

  for (const [path, levels] of PATHS) {
    const keys = new Set(entry);
    for (const level of levels) for (const key of campus.closure([chunkKeyOf(LEVELS[level].specifier)])) keys.add(key);
    const components = levels.map((level) => LEVELS[level].component).join(", ");
    row(`${path}: entry + ${components} (${keys.size} files)`, campus.gzipOf(keys));
  }

  rows.push({ heading: "Lazy route chunks: own file, then its static imports not in the entry" });
  const specifiers = [...new Set(Object.values(LEVELS).map((level) => level.specifier))];
  for (const specifier of specifiers) {
    const key = chunkKeyOf(specifier);
    const file = campus.manifest[key].file;
    const components = Object.values(LEVELS)
      .filter((level) => level.specifier === specifier)
      .map((level) => level.component)
      .join(", ");
    const own = campus.size(file).gzip;
    row(`${specifier} (${components}): ${file.replace(/^assets\//, "")}`, own, {
      text: `<= ${kB(ROUTE_CHUNK_BUDGET)} kB`,
      ok: own <= ROUTE_CHUNK_BUDGET,
      files: [file],
    });
    const extra = [...campus.closure([key])].filter((k) => k !== key && !entry.has(k));
    const names = extra.map((k) => campus.manifest[k].name ?? campus.manifest[k].file).join(", ");
    row(`    + ${extra.length} not in the entry${extra.length ? `: ${names}` : ""}`, campus.gzipOf(extra));
  }

  const width = Math.max(...rows.filter((r) => r.label).map((r) => r.label.length));
  console.log(`\nBundle sizes, gzip level 9, 1 kB = 1000 bytes; x hello = size / hello entry (${kB(helloGzip)} kB)\n`);
  for (const r of rows) {
    if (r.heading) {
      console.log(`${r.heading.padEnd(width)}  ${"kB gzip".padStart(8)}  ${"x hello".padStart(7)}  budget`);
      continue;
    }
    const budget = r.budget ? `${r.budget.text.padEnd(16)}${r.budget.ok ? "ok" : "OVER"}` : "";
    console.log(
      `${r.label.padEnd(width)}  ${kB(r.gzip).padStart(8)}  ${ratio(r.gzip, helloGzip).padStart(7)}  ${budget}`,
    );
  }

  const styleFiles = new Set();
  for (const chunk of Object.values(campus.manifest)) {
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? []), chunk.file]) {
      if (file.endsWith(".css") || fontPattern.test(file)) styleFiles.add(file);
    }
  }
  const entryCss = new Set([...entry].flatMap((key) => campus.manifest[key].css ?? []));
  console.log(
    `\nCSS and fonts (information, not budgeted)${" ".repeat(Math.max(0, width - 40))}  ${"kB gzip".padStart(8)}  ${"kB raw".padStart(7)}`,
  );
  for (const file of [...styleFiles].sort(
    (a, b) => Number(fontPattern.test(a)) - Number(fontPattern.test(b)) || a.localeCompare(b),
  )) {
    const { raw, gzip } = campus.size(file);
    const note = entryCss.has(file) ? " (loaded by the entry)" : "";
    console.log(
      `${`${file.replace(/^assets\//, "")}${note}`.padEnd(width)}  ${kB(gzip).padStart(8)}  ${kB(raw).padStart(7)}`,
    );
  }
  console.log("(The browser fetches only the font files whose unicode-range the page's text uses.)");

  if (broken.length === 0) {
    console.log("\nBudget holds.");
  } else {
    for (const b of broken) {
      console.log(`\nBudget broken: ${b.label.trim()}, ${kB(b.gzip)} kB gzip, budget ${b.text}.`);
      console.log("  Heaviest sources (their share of the minified code, from the sourcemaps):");
      for (const line of heaviestSources(campus.outDir, b.files)) console.log(line);
    }
    process.exitCode = 1;
  }
  if (keep) console.log(`\nBuilds kept in ${work}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 2;
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
}
