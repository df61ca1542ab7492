/**
 * The load beside `validate.ts`'s whoami measurements, in its own process so that the load
 * generator's event loop is not the one receiving 5 MiB bodies: maximal validate calls back to
 * back (POST, then polls every 50 ms until `succeeded`), one line of JSON per finished call on
 * stdout. Arguments come in the environment: `BASE`, `KEY`, `BODY_FILE`.
 */
import { readFileSync } from "node:fs"

const base = process.env.BASE!
const key = process.env.KEY!
const body = readFileSync(process.env.BODY_FILE!, "utf8")
const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" }

const once = async () => {
  const t0 = performance.now()
  const r = await fetch(`${base}/v1/personas/actions/validate`, { method: "POST", headers, body })
  const started = (await r.json()) as { id?: string }
  if (r.status !== 200 || started.id === undefined)
    throw new Error(`validate: ${r.status} ${JSON.stringify(started)}`)
  const accepted = performance.now() - t0
  let polls = 0
  for (;;) {
    await new Promise((res) => setTimeout(res, 50))
    const p = await fetch(`${base}/v1/personas/repositories/Evaluation/by-id/${started.id}`, { headers })
    const text = await p.text()
    polls++
    const status = /"status":"(\w+)"/.exec(text.slice(0, 300))?.[1]
    if (status === "succeeded" || status === "failed") {
      return { accepted, total: performance.now() - t0, status, polls, resultBytes: text.length }
    }
  }
}

const main = async () => {
  console.log("ready")
  for (;;) console.log(JSON.stringify(await once()))
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
