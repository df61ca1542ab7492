#!/usr/bin/env node
// `pnpm cis`: runs the CLI from its bundle, `dist/cis.mjs` (one file, plain JavaScript), so that
// a command starts in a few hundred milliseconds instead of compiling TypeScript through tsx
// each time (about 2 s). The bundle is built with esbuild on the first run and again whenever
// a source it is built from (this app, @cis/client, @cis/contract) or the lockfile is newer;
// `--rebuild-only` builds it and exits (the `build` script).
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const app = join(dirname(fileURLToPath(import.meta.url)), "..")
const root = join(app, "..", "..")
const bundle = join(app, "dist", "cis.mjs")
const sources = [
  join(app, "src"),
  join(root, "packages", "client", "src"),
  join(root, "packages", "contract", "src")
]

const newest = (path) => {
  const s = statSync(path, { throwIfNoEntry: false })
  if (s === undefined) return 0
  if (!s.isDirectory()) return s.mtimeMs
  let latest = s.mtimeMs
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)))
  return latest
}

const built = statSync(bundle, { throwIfNoEntry: false })?.mtimeMs ?? 0
const onlyBuild = process.argv[2] === "--rebuild-only"
if (onlyBuild || built < Math.max(...sources.map(newest), newest(join(root, "pnpm-lock.yaml")))) {
  const { build } = await import("esbuild")
  const out = await build({
    entryPoints: [join(app, "src", "main.ts")],
    outfile: bundle,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    // Bundled CommonJS dependencies may call require().
    banner: {
      js: "import { createRequire as __cisRequire } from 'node:module'; const require = __cisRequire(import.meta.url);"
    }
  })
  // Written aside and renamed: a command running at the same time never reads half a file.
  mkdirSync(dirname(bundle), { recursive: true })
  const partial = `${bundle}.${process.pid}.tmp`
  writeFileSync(partial, out.outputFiles[0].contents)
  renameSync(partial, bundle)
}
if (!onlyBuild) await import(pathToFileURL(bundle).href)
