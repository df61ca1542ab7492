/**
 * Every public export of every library has a doc comment (TypeDoc's validation, strict), so the
 * generated reference in docs/reference has no blank entries.
 */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { expect, it } from "vitest"

it("every public export of every library is documented", async () => {
  const here = join(import.meta.dirname, "..")
  const r = await promisify(execFile)(
    join(here, "node_modules", ".bin", "tsx"),
    [join(here, "src", "docs.ts"), "--strict", "--check"],
    { cwd: here }
  ).catch((e: { stdout: string; stderr: string }) => ({ ...e, failed: true }))
  expect(`${r.stdout}${r.stderr}`).not.toContain("does not have any documentation")
  expect("failed" in r).toBe(false)
}, 300_000)
