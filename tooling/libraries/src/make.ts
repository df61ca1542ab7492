/**
 * `pnpm --filter @cis/tooling-libraries make packages/<engine> ...`: turns a workspace package
 * into a library (the fields of docs/libraries.md). Idempotent. It writes package.json,
 * tsconfig.build.json (with references to the libraries it imports) and a LICENSE copy; the
 * README example, the consumer file and the changeset are written by hand.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { libraries, root } from "./libraries.js"

type Json = Record<string, unknown>

const order = [
  "name",
  "version",
  "description",
  "license",
  "type",
  "sideEffects",
  "engines",
  "exports",
  "files",
  "publishConfig",
  "scripts",
  "dependencies",
  "peerDependencies",
  "devDependencies"
]

export const make = (dir: string): void => {
  const file = join(dir, "package.json")
  const pkg = JSON.parse(readFileSync(file, "utf8")) as Json
  delete pkg.private
  const exports = (pkg.exports as Record<string, string> | undefined) ?? { ".": "./src/index.ts" }
  const published: Record<string, unknown> = {}
  for (const [sub, target] of Object.entries(exports)) {
    if (sub.startsWith("./internal")) continue
    const base = target.replace("./src/", "./dist/").replace(/\.ts$/, "")
    published[sub] = { types: `${base}.d.ts`, import: `${base}.js` }
  }
  published["./internal/*"] = null
  published["./package.json"] = "./package.json"
  const scripts = { ...((pkg.scripts as Json | undefined) ?? {}) }
  scripts.build = "tsc -b tsconfig.build.json"
  scripts.prepack = "tsc -b tsconfig.build.json"
  const next: Json = {
    ...pkg,
    license: "MIT",
    type: "module",
    sideEffects: false,
    engines: { node: ">=22" },
    exports,
    files: ["dist", "src", "!dist/.tsbuildinfo", "README.md", "CHANGELOG.md", "LICENSE"],
    publishConfig: { access: "public", exports: published, types: (published["."] as Json).types },
    scripts
  }
  const sorted: Json = {}
  for (const k of order) if (k in next) sorted[k] = next[k]
  for (const [k, v] of Object.entries(next)) if (!(k in sorted)) sorted[k] = v
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`)

  const deps = Object.keys((pkg.dependencies as Json | undefined) ?? {})
  const refs = libraries()
    .filter((l) => deps.includes(l.name))
    .map((l) => ({ path: `${relative(dir, l.dir)}/tsconfig.build.json` }))
  const build: Json = { extends: `${relative(dir, root)}/tsconfig.build.json` }
  if (refs.length > 0) build.references = refs
  writeFileSync(join(dir, "tsconfig.build.json"), `${JSON.stringify(build, null, 2)}\n`)
  copyFileSync(join(root, "LICENSE"), join(dir, "LICENSE"))
  console.log(`library: ${String(pkg.name)}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const arg of process.argv.slice(2)) make(resolve(process.env.INIT_CWD ?? process.cwd(), arg))
}
