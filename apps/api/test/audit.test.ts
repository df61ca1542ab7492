/**
 * The audit pipeline over HTTP (spec 2.11, 3.2, 4.10-4.12), on every test database: prepare
 * (parsed, stored, billed; every refusal before any charge), launch (agent checked, billed
 * once, concurrent repeats included, the first agent name kept), the run filled by the job
 * worker section by section to `completed` with replies, owner-scoped reads.
 */
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { pollRun, post, whatsapp } from "./audit-support.js"
import {
  balanceOf,
  balanceReaching,
  grant,
  newAccount,
  price,
  type Reply,
  rowCount,
  TestServer,
  testServer
} from "./support.js"

const runCount = rowCount("audit_runs")

const envelope = (r: Reply, status: number, code = "VALIDATION_ERROR") => {
  assert.strictEqual(r.status, status, JSON.stringify(r.body))
  assert.strictEqual(r.body.error.code, code, JSON.stringify(r.body))
  assert.isString(r.body.error.message)
}

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { initialCredits: 0, worker: true }), {
      excludeTestServices: true,
      timeout: 120_000
    })("audit", (it) => {
      it.effect("prepare -> launch -> poll: parsed, billed once each, sections filled, replies split", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 100)
          const prepared = yield* post(s, "actions/audit_prepare", api_key, { raw_text: whatsapp })
          assert.strictEqual(prepared.status, 200, JSON.stringify(prepared.body))
          assert.strictEqual(prepared.body.messages, 7)
          assert.deepStrictEqual(prepared.body.participants, ["Dana Kim", "Acme Bot", "Lee"])
          assert.strictEqual(prepared.body.agent_guess, "Acme Bot")
          assert.match(prepared.body.format, /whatsapp/)
          assert.strictEqual(
            yield* balanceOf(s, account_id),
            100 - price("social-observability.audit_prepare")
          )
          const runId = prepared.body.run_id as string

          const before = yield* post(s, "projections/audit-run", api_key, { run_id: runId })
          assert.strictEqual(before.body.status, "prepared")
          assert.isNull(before.body.agent_name)
          assert.isNull(before.body.report)
          assert.deepStrictEqual(before.body.replies, [])
          assert.deepStrictEqual(
            before.body.transcript.messages.map((m: any) => m.id),
            ["m1", "m2", "m3", "m4", "m5", "m6", "m7"]
          )
          assert.strictEqual(before.body.transcript.messages[2].speaker, "Dana Kim")

          // Concurrent first launches: one audit, billed once, the first name kept.
          const launches = yield* Effect.all(
            Array.from({ length: 5 }, () =>
              post(s, "actions/audit_launch", api_key, { run_id: runId, agent_name: "Acme Bot" })
            ),
            { concurrency: 5 }
          )
          for (const l of launches) {
            assert.strictEqual(l.status, 200, JSON.stringify(l.body))
            assert.strictEqual(l.body.agent_name, "Acme Bot")
            assert.include(["queued", "completed"], l.body.status)
          }
          const again = yield* post(s, "actions/audit_launch", api_key, { run_id: runId, agent_name: "Lee" })
          assert.strictEqual(again.status, 200)
          assert.strictEqual(again.body.agent_name, "Acme Bot", "the first launch's agent is kept")

          const done = yield* pollRun(
            s,
            api_key,
            runId,
            (r) => r.status === "completed" && r.replies.length > 0
          )
          assert.strictEqual(done.agent_name, "Acme Bot")
          assert.isAbove(done.report.health_score, -0.001)
          assert.isAtMost(done.report.health_score, 1)
          assert.isTrue(done.report.per_user.some((u: any) => u.name === "Dana Kim"))
          assert.isString(done.read.prompt_block)
          assert.isArray(done.read.mental_state)
          assert.deepStrictEqual(
            done.read.profiles
              .find((p: any) => p.name === "Dana Kim")
              .facts.some((f: string) => /pro plan/.test(f)),
            true
          )
          assert.deepStrictEqual(
            done.verdicts.map((v: any) => v.index),
            [1, 3],
            "one verdict per agent turn, at its first message"
          )
          for (const v of done.verdicts) assert.include(["low", "medium", "high"], v.risk)
          // Both bot turns are stock replies to Dana's double charge: the first deflects, the
          // second deflects again after her complaint.
          assert.deepStrictEqual(
            done.verdicts.map((v: any) => v.risk),
            ["medium", "high"],
            JSON.stringify(done.verdicts)
          )
          for (const r of done.replies) {
            assert.include([1, 3], r.index)
            assert.isAtLeast(r.messages.length, 1)
            assert.isAtMost(r.messages.length, 5)
            assert.include(["low", "medium", "high"], r.risk)
            assert.notStrictEqual(r.reply, "Welcome to Acme! We have many great plans for every team.")
          }
          const charged =
            price("social-observability.audit_prepare") + price("social-observability.audit_launch")
          // The launch is charged when its job ends, just after the last section is stored.
          const balance = yield* balanceReaching(s, account_id, 100 - charged)
          assert.strictEqual(balance, 100 - charged, "prepare + one launch")
          const late = yield* post(s, "actions/audit_launch", api_key, {
            run_id: runId,
            agent_name: "Acme Bot"
          })
          assert.strictEqual(late.body.status, "completed")
          assert.strictEqual(yield* balanceOf(s, account_id), 100 - charged, "a repeat launch bills nothing")
        })
      )

      it.effect(
        "refusals: 422 before any charge, 400 for too many or unreadable messages, nothing stored",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { account_id, api_key } = yield* newAccount(s)
            yield* grant(s, account_id, 50)
            const runsBefore = yield* runCount
            envelope(yield* post(s, "actions/audit_prepare", api_key, { raw_text: "" }), 422)
            envelope(yield* post(s, "actions/audit_prepare", api_key, {}), 422)
            envelope(yield* post(s, "actions/audit_prepare", api_key, { raw_text: "x".repeat(300_001) }), 422)
            envelope(yield* post(s, "actions/audit_prepare", api_key, { raw_text: "hi", extra: 1 }), 422)
            const many = Array.from(
              { length: 251 },
              (_, i) => `${i % 2 === 0 ? "Ann" : "Bob"}: message ${i}`
            ).join("\n")
            const tooMany = yield* post(s, "actions/audit_prepare", api_key, { raw_text: many })
            envelope(tooMany, 400)
            assert.match(tooMany.body.error.message, /251/)
            assert.match(tooMany.body.error.message, /250/)
            envelope(yield* post(s, "actions/audit_prepare", api_key, { raw_text: "   \n\n  " }), 400)
            assert.strictEqual(yield* balanceOf(s, account_id), 50, "no refusal is charged")
            assert.strictEqual(yield* runCount, runsBefore, "no refusal is stored")
            const exact = Array.from(
              { length: 250 },
              (_, i) => `${i % 2 === 0 ? "Ann" : "Bob"}: message ${i}`
            ).join("\n")
            const ok = yield* post(s, "actions/audit_prepare", api_key, { raw_text: exact })
            assert.strictEqual(ok.status, 200, JSON.stringify(ok.body))
            assert.strictEqual(ok.body.messages, 250)
          })
      )

      it.effect(
        "launch and run: unknown, foreign and malformed runs are 400; a non-participant agent is 400 with field details",
        () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const owner = yield* newAccount(s, "owner")
            const other = yield* newAccount(s, "other")
            yield* grant(s, owner.account_id, 50)
            yield* grant(s, other.account_id, 50)
            const prepared = yield* post(s, "actions/audit_prepare", owner.api_key, { raw_text: whatsapp })
            const runId = prepared.body.run_id as string
            const balance = yield* balanceOf(s, owner.account_id)
            for (const [token, id] of [
              [other.api_key, runId],
              [owner.api_key, crypto.randomUUID()],
              [owner.api_key, "not-a-run"]
            ] as const) {
              const launch = yield* post(s, "actions/audit_launch", token, {
                run_id: id,
                agent_name: "Acme Bot"
              })
              envelope(launch, 400)
              assert.strictEqual(launch.body.error.details[0].field, "run_id")
              envelope(yield* post(s, "projections/audit-run", token, { run_id: id }), 400)
            }
            for (const name of ["acme bot", "Nobody", "Acme Bot "]) {
              const bad = yield* post(s, "actions/audit_launch", owner.api_key, {
                run_id: runId,
                agent_name: name
              })
              envelope(bad, 400)
              assert.strictEqual(bad.body.error.details[0].field, "agent_name")
              assert.isString(bad.body.error.details[0].message)
            }
            envelope(
              yield* post(s, "actions/audit_launch", owner.api_key, { run_id: runId, agent_name: "" }),
              422
            )
            envelope(
              yield* post(s, "actions/audit_launch", owner.api_key, {
                run_id: runId,
                agent_name: "x".repeat(256)
              }),
              422
            )
            const still = yield* post(s, "projections/audit-run", owner.api_key, { run_id: runId })
            assert.strictEqual(still.body.status, "prepared", "the run stays prepared")
            assert.strictEqual(yield* balanceOf(s, owner.account_id), balance, "nothing charged")
          })
      )

      it.effect("a launched run with no section 30 minutes on reads as failed (spec 3.2)", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          yield* grant(s, account_id, 50)
          const prepared = yield* post(s, "actions/audit_prepare", api_key, { raw_text: whatsapp })
          const runId = prepared.body.run_id as string
          // As if launched 31 minutes ago by a worker that never produced anything.
          const db = yield* Db
          const moveBack = (minutes: number) =>
            Effect.orDie(
              db.query((k) =>
                k
                  .updateTable("audit_runs")
                  .set({
                    status: "queued",
                    agent_name: "Acme Bot",
                    launched_at: new Date(Date.now() - minutes * 60_000)
                  })
                  .where("id", "=", runId)
                  .execute()
              )
            )
          yield* moveBack(29)
          const waiting = yield* post(s, "projections/audit-run", api_key, { run_id: runId })
          assert.strictEqual(waiting.body.status, "queued", "29 minutes: still running")
          yield* moveBack(31)
          const late = yield* post(s, "projections/audit-run", api_key, { run_id: runId })
          assert.strictEqual(late.body.status, "failed")
          assert.match(late.body.error, /^timeout/)
          assert.isNull(late.body.report)
        })
      )

      it.effect("402: an uncovered prepare or launch is refused and nothing is stored or queued", () =>
        Effect.gen(function* () {
          const s = yield* TestServer
          const { account_id, api_key } = yield* newAccount(s)
          const broke = yield* post(s, "actions/audit_prepare", api_key, { raw_text: whatsapp })
          envelope(broke, 402, "PAYMENT_REQUIRED")
          yield* grant(s, account_id, price("social-observability.audit_prepare"))
          const prepared = yield* post(s, "actions/audit_prepare", api_key, { raw_text: whatsapp })
          assert.strictEqual(prepared.status, 200)
          const launch = yield* post(s, "actions/audit_launch", api_key, {
            run_id: prepared.body.run_id,
            agent_name: "Acme Bot"
          })
          envelope(launch, 402, "PAYMENT_REQUIRED")
          const run = yield* post(s, "projections/audit-run", api_key, { run_id: prepared.body.run_id })
          assert.strictEqual(run.body.status, "prepared")
          assert.isNull(run.body.agent_name)
        })
      )
    })
  })
}
