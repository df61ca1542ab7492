/**
 * Every public export of every library has a doc comment (TypeDoc's validation, strict), so the
 * generated reference in docs/reference has no blank entries.
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { expect, it } from "vitest"

it("every public export of every library is documented", () => {
  const here = join(import.meta.dirname, "..")
  const r = spawnSync(
    join(here, "node_modules", ".bin", "tsx"),
    [join(here, "src", "docs.ts"), "--strict", "--check"],
    {
      cwd: here,
      encoding: "utf8"
    }
  )
  expect(`${r.stdout}${r.stderr}`).not.toContain("does not have any documentation")
  expect(r.status).toBe(0)
}, 300_000)
