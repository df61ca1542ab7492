/** What the audit suites share: a WhatsApp chat, the component's POST, polling a run. */
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import { call } from "./support.js"

/** A support chat exported from WhatsApp: the bot deflects Dana twice; Lee chimes in. */
export const whatsapp = [
  "[12/03/24, 09:14:02] Dana Kim: hi, my invoice shows a double charge for March",
  "[12/03/24, 09:14:40] Acme Bot: Welcome to Acme! We have many great plans for every team.",
  "[12/03/24, 09:15:10] Dana Kim: that's not what I asked. I'm on the pro plan and I was charged twice",
  "[12/03/24, 09:15:31] Acme Bot: Welcome to Acme! We have many great plans for every team.",
  "[12/03/24, 09:16:02] Dana Kim: forget it, this is useless. I'll cancel",
  "[12/03/24, 09:16:40] Lee: Dana did you try support by mail?",
  "[12/03/24, 09:17:05] Dana Kim: yes, no answer for a week"
].join("\n")

/** A POST under `/v1/social-observability/`. */
export const post = (
  s: { url: string },
  path: string,
  token: string,
  body: unknown,
  headers?: Record<string, string>
) => call(s.url, "POST", `/v1/social-observability/${path}`, { token, body, ...(headers ? { headers } : {}) })

/** Polls `audit-run` every 20 ms until `until(run)` holds (dies after 30 s). */
export const pollRun = (s: { url: string }, token: string, runId: string, until: (run: any) => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; i < 1500; i++) {
      const r = yield* post(s, "projections/audit-run", token, { run_id: runId })
      assert.strictEqual(r.status, 200, JSON.stringify(r.body))
      if (until(r.body)) return r.body
      yield* Effect.sleep("20 millis")
    }
    return yield* Effect.die(new Error("the audit did not finish"))
  })
