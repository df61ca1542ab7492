/**
 * `pnpm bench` (size part): the bundle size of every library, built and bundled with esbuild
 * the way a consumer's bundler would (ESM, minified, tree-shaken from the package entry):
 * - own: the library's code alone, its dependencies left external;
 * - all: with every dependency bundled (what an app pays at most for importing it).
 * Sizes are bytes, minified and gzip-compressed (level 9).
 */
import { execFileSync } from "node:child_process"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { build } from "esbuild"
import { libraries } from "./libraries.js"

interface Size {
  readonly minified: number
  readonly gzip: number
}

const bundle = async (entry: string, external: ReadonlyArray<string>): Promise<Size> => {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    external: [...external],
    logLevel: "silent"
  })
  const code = out.outputFiles[0]?.contents ?? new Uint8Array()
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`

export const sizes = async () => {
  const rows: Array<{ name: string; own: Size; all: Size }> = []
  for (const lib of libraries()) {
    execFileSync("pnpm", ["run", "--silent", "build"], { cwd: lib.dir, stdio: "pipe" })
    const entry = join(lib.dir, "dist", "index.js")
    const own = await bundle(entry, Object.keys(lib.dependencies))
    const all = await bundle(entry, [])
    rows.push({ name: lib.name, own, all })
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await sizes()
  console.log("library bundle sizes (esbuild, ESM, minified; gzip -9)")
  console.log(
    [
      "library".padEnd(24),
      "own min".padStart(10),
      "own gzip".padStart(10),
      "all min".padStart(10),
      "all gzip".padStart(10),
      "own/all".padStart(8)
    ].join(" ")
  )
  for (const r of rows) {
    console.log(
      [
        r.name.padEnd(24),
        kb(r.own.minified).padStart(10),
        kb(r.own.gzip).padStart(10),
        kb(r.all.minified).padStart(10),
        kb(r.all.gzip).padStart(10),
        (r.own.gzip / r.all.gzip).toFixed(2).padStart(8)
      ].join(" ")
    )
  }
}
