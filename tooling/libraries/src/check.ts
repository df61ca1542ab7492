/**
 * `pnpm --filter @cis/tooling-libraries check`: publint and are-the-types-wrong on the tarball
 * of every library, as it would be published. Exits non-zero on any problem.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { publint } from "publint"
import { formatMessage } from "publint/utils"
import { packAll, root } from "./libraries.js"

export interface Finding {
  readonly library: string
  readonly tool: "publint" | "attw"
  readonly message: string
}

const attwBin = join(root, "tooling", "libraries", "node_modules", ".bin", "attw")

/** Lints every packed library; returns the findings (empty when all pass). */
export const checkAll = async (dest = mkdtempSync(join(tmpdir(), "cis-libs-"))): Promise<Array<Finding>> => {
  const findings: Array<Finding> = []
  for (const [library, tarball] of await packAll(dest)) {
    const buffer = readFileSync(tarball)
    const tar = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer
    const { messages, pkg } = await publint({ pack: { tarball: tar }, level: "suggestion", strict: true })
    for (const m of messages) {
      findings.push({ library, tool: "publint", message: `${m.type}: ${formatMessage(m, pkg) ?? m.code}` })
    }
    try {
      // ESM-only packages: CommonJS `require` and node10 resolution are out of scope by design.
      await promisify(execFile)(attwBin, [tarball, "--profile", "esm-only", "--format", "ascii"])
    } catch (e) {
      const out = e as { stdout?: string; stderr?: string }
      findings.push({ library, tool: "attw", message: `${out.stdout ?? ""}${out.stderr ?? ""}` })
    }
  }
  return findings
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = await checkAll()
  for (const f of findings) console.log(`${f.library} [${f.tool}] ${f.message}`)
  console.log(
    findings.length === 0 ? "publint and attw: every library passes" : `${findings.length} problem(s)`
  )
  process.exit(findings.length === 0 ? 0 : 1)
}
