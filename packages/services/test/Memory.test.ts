import { targets } from "@cis/db/testing"
import { Citation, type Message, Text } from "@cis/memory"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Exit } from "effect"
import fc from "fast-check"
import { Accounts, Memory } from "../src/index.js"
import { servicesOn } from "./support.js"

const msg = (speaker: string, text: string) => ({ speaker, text })

/** Every message of a scope, in order. */
const readAll = (memory: Memory.MemoryService, accountId: string, scopeId: string) =>
  Effect.gen(function* () {
    const out: Array<Message.Stored> = []
    for (;;) {
      const page: ReadonlyArray<Message.Stored> = yield* memory.transcript(
        accountId,
        scopeId,
        out.length,
        500
      )
      out.push(...page)
      if (page.length < 500) return out
    }
  })

/** Citations of `prose` all exist in the scope's transcript and name their real speaker. */
const assertAttributed = (
  prose: string,
  stored: ReadonlyArray<{ seq: number; speaker: string; text: string }>
) => {
  const cited = Citation.parse(prose)
  const problems = Citation.check(
    cited,
    stored.map((m) => ({ ...m, sentAt: null, receivedAt: new Date(0), isQuestion: false }))
  )
  assert.deepStrictEqual(problems, [], prose)
  // The quoted text is the stored text of that message (clipped), so nothing foreign is cited.
  for (const c of cited) {
    const m = stored.find((s) => s.seq === c.seq)!
    const quote = prose.match(new RegExp(`\\(#${c.seq}, [^)]*\\): "([^\\n]*)"`))?.[1]
    assert.isDefined(quote)
    const body = quote!.replace(/…$/, "")
    assert.isTrue(m.text.replace(/\s+/g, " ").trim().startsWith(body), `#${c.seq} quotes its own text`)
  }
  return cited
}

for (const target of targets()) {
  describe(target.name, () => {
    layer(servicesOn(target.layer), { excludeTestServices: true })("Memory", (it) => {
      it.effect(
        "ingest then recall and ask see it at once; empty and unknown scopes give empty strings",
        () =>
          Effect.gen(function* () {
            const { account_id: a } = yield* (yield* Accounts.Accounts).createAccount("m1")
            const memory = yield* Memory.Memory
            assert.deepStrictEqual(yield* memory.recall(a, { scope_id: "s", message: msg("Dana", "hi") }), {
              context: ""
            })
            assert.deepStrictEqual(
              yield* memory.ask(a, { scope_id: "s", question: "When is the meeting?" }),
              {
                answer: ""
              }
            )
            const r = yield* memory.ingest(a, {
              scope_id: "s",
              transcript: [
                msg("Sam", "The planning meeting is on Monday at 10."),
                msg("Priya", "Dana, can you bring the projector?"),
                {
                  speaker: "Sam",
                  text: "Actually it's Tuesday, sorry.",
                  timestamp: "2026-11-20T09:30:00+01:00"
                }
              ]
            })
            assert.deepStrictEqual(r, { ingested: 3 })
            const { answer } = yield* memory.ask(a, {
              scope_id: "s",
              question: "What day is the planning meeting?"
            })
            assert.include(
              answer.split("\n")[0]!,
              "Sam said (#2, 2026-11-20T09:30:00+01:00): \"Actually it's Tuesday"
            )
            const { context } = yield* memory.recall(a, {
              scope_id: "s",
              message: msg("Dana", "What about the meeting?")
            })
            assert.include(context, "Open questions for Dana:")
            assert.include(context, "Priya asked (#1")
            assertAttributed(context, yield* readAll(memory, a, "s"))
            const other = yield* memory.recall(a, {
              scope_id: "s",
              message: msg("Priya", "What about the meeting?")
            })
            assert.notStrictEqual(
              other.context,
              context,
              "the same text from two speakers gives different context"
            )
            const none = yield* memory.ask(a, { scope_id: "s", question: "What is Dana's favourite film?" })
            assert.match(none.answer, /do not answer/)
          })
      )

      it.effect("limits: 422 for ingest (never 400), 400 for oversized recall text and questions", () =>
        Effect.gen(function* () {
          const { account_id: a } = yield* (yield* Accounts.Accounts).createAccount("m2")
          const memory = yield* Memory.Memory
          const fail = <A, E>(e: Effect.Effect<A, E>) => Effect.flip(e) as Effect.Effect<any>
          const empty = yield* fail(memory.ingest(a, { scope_id: "s", transcript: [] }))
          assert.strictEqual(empty._tag, "RequestInvalid")
          assert.strictEqual(empty.status, 422)
          const long = yield* fail(
            memory.ingest(a, { scope_id: "x".repeat(256), transcript: [msg("a", "b")] })
          )
          assert.strictEqual(long.status, 422)
          const speaker = yield* fail(memory.ingest(a, { scope_id: "s", transcript: [msg("", "b")] }))
          assert.deepStrictEqual(speaker.details[0].loc, ["transcript", 0, "speaker"])
          const huge = yield* fail(
            memory.ingest(a, { scope_id: "s", transcript: [msg("a", "b".repeat(20_001))] })
          )
          assert.strictEqual(huge.status, 422)
          const big = yield* fail(memory.recall(a, { scope_id: "s", message: msg("a", "b".repeat(20_001)) }))
          assert.strictEqual(big._tag, "InputRejected")
          const q = yield* fail(memory.ask(a, { scope_id: "s", question: "q".repeat(4_001) }))
          assert.strictEqual(q._tag, "InputRejected")
          const blank = yield* fail(memory.ask(a, { scope_id: "s", question: "  " }))
          assert.strictEqual(blank._tag, "RequestInvalid")
          assert.deepStrictEqual(yield* readAll(memory, a, "s"), [], "nothing stored by refused calls")
        })
      )

      it.effect(
        "any sequence of ingests with repeated keys leaves exactly the distinct batches, in order",
        () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const memory = yield* Memory.Memory
            const op = fc.record({
              key: fc.option(fc.constantFrom("k1", "k2", "k3", "k4"), { nil: undefined }),
              batch: fc.array(
                fc.record({
                  speaker: fc.constantFrom("Ann", "Bo", "Cy"),
                  text: fc.string({ minLength: 0, maxLength: 12 })
                }),
                { minLength: 1, maxLength: 4 }
              )
            })
            for (const ops of fc.sample(fc.array(op, { maxLength: 12 }), { numRuns: 12, seed: 7 })) {
              const { account_id: a } = yield* accounts.createAccount("p")
              const model: Array<{ speaker: string; text: string }> = []
              const byKey = new Map<string, string>()
              for (const { key, batch } of ops) {
                const body = JSON.stringify(batch)
                const exit = yield* Effect.exit(memory.ingest(a, { scope_id: "s", transcript: batch }, key))
                if (key !== undefined && byKey.has(key)) {
                  if (byKey.get(key) === body)
                    assert.deepStrictEqual(exit, Exit.succeed({ ingested: batch.length }))
                  else
                    assert.isTrue(
                      Exit.isFailure(exit) && JSON.stringify(exit.cause).includes("IdempotencyKeyReused")
                    )
                  continue
                }
                assert.deepStrictEqual(exit, Exit.succeed({ ingested: batch.length }))
                if (key !== undefined) byKey.set(key, body)
                model.push(...batch)
              }
              const stored = yield* readAll(memory, a, "s")
              assert.deepStrictEqual(
                stored.map((m) => ({ seq: m.seq, speaker: m.speaker, text: m.text })),
                model.map((m, seq) => ({ seq, ...m }))
              )
            }
          })
      )

      it.effect(
        "scopes never leak across accounts or scope ids; recall and ask cite only their own scope",
        () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const memory = yield* Memory.Memory
            const { account_id: a } = yield* accounts.createAccount("a")
            const { account_id: b } = yield* accounts.createAccount("b")
            const words = [
              "budget",
              "lisbon",
              "projector",
              "tuesday",
              "vegan",
              "deadline",
              "concert",
              "salary"
            ]
            const arb = fc.array(
              fc.record({
                owner: fc.constantFrom(a, b),
                scope: fc.constantFrom("team", "family"),
                speaker: fc.constantFrom("Dana", "Sam", "Samantha", "Priya"),
                words: fc.subarray(words, { minLength: 1, maxLength: 3 })
              }),
              { minLength: 1, maxLength: 40 }
            )
            const [ops] = fc.sample(arb, { numRuns: 1, seed: 11 })
            const model = new Map<string, Array<{ speaker: string; text: string }>>()
            for (const [i, o] of ops!.entries()) {
              const text = `${o.words.join(" ")} note ${i} for ${o.owner === a ? "alpha" : "beta"} ${o.scope}`
              yield* memory.ingest(o.owner, { scope_id: o.scope, transcript: [msg(o.speaker, text)] })
              const k = `${o.owner}/${o.scope}`
              model.set(k, [...(model.get(k) ?? []), msg(o.speaker, text)])
            }
            for (const owner of [a, b])
              for (const scope of ["team", "family", "other"]) {
                const stored = yield* readAll(memory, owner, scope)
                assert.deepStrictEqual(
                  stored.map((m) => msg(m.speaker, m.text)),
                  model.get(`${owner}/${scope}`) ?? []
                )
                for (const speaker of ["Dana", "Sam", "Zoe"])
                  for (const w of words) {
                    const { context } = yield* memory.recall(owner, {
                      scope_id: scope,
                      message: msg(speaker, `${w}?`)
                    })
                    if (stored.length === 0) assert.strictEqual(context, "")
                    for (const c of assertAttributed(context, stored))
                      assert.include(
                        stored.find((m) => m.seq === c.seq)!.text,
                        owner === a ? "alpha" : "beta"
                      )
                    const { answer } = yield* memory.ask(owner, {
                      scope_id: scope,
                      question: `What about the ${w}?`
                    })
                    if (stored.length === 0) assert.strictEqual(answer, "")
                    for (const c of assertAttributed(answer, stored))
                      assert.include(
                        stored.find((m) => m.seq === c.seq)!.text,
                        `${owner === a ? "alpha" : "beta"} ${scope}`
                      )
                  }
              }
          })
      )

      it.effect(
        "50 concurrent ingests with one key append once; with 50 keys, 50 batches at gap-free positions",
        () =>
          Effect.gen(function* () {
            const accounts = yield* Accounts.Accounts
            const memory = yield* Memory.Memory
            const { account_id: a } = yield* accounts.createAccount("c")
            const batch = Array.from({ length: 5 }, (_, i) => msg("Ann", `same ${i}`))
            const same = yield* Effect.all(
              Array.from({ length: 50 }, () =>
                memory.ingest(a, { scope_id: "one", transcript: batch }, "the-key")
              ),
              { concurrency: "unbounded" }
            )
            assert.isTrue(same.every((r) => r.ingested === 5))
            assert.strictEqual((yield* readAll(memory, a, "one")).length, 5)

            yield* Effect.all(
              Array.from({ length: 50 }, (_, b) =>
                memory.ingest(
                  a,
                  {
                    scope_id: "many",
                    transcript: Array.from({ length: 4 }, (_, i) => msg(`S${b}`, `batch ${b} part ${i}`))
                  },
                  `key-${b}`
                )
              ),
              { concurrency: "unbounded" }
            )
            const stored = yield* readAll(memory, a, "many")
            assert.deepStrictEqual(
              stored.map((m) => m.seq),
              Array.from({ length: 200 }, (_, i) => i)
            )
            // Each batch is contiguous and in its own order.
            for (let i = 0; i < 200; i += 4) {
              const b = stored[i]!.speaker
              assert.deepStrictEqual(
                stored.slice(i, i + 4).map((m) => m.text),
                [0, 1, 2, 3].map((p) => `batch ${b.slice(1)} part ${p}`)
              )
            }
            assert.strictEqual(new Set(stored.map((m) => m.speaker)).size, 50)
          })
      )

      it.effect("a speaker's own words and what others say about them stay bound to who said them", () =>
        Effect.gen(function* () {
          const { account_id: a } = yield* (yield* Accounts.Accounts).createAccount("m3")
          const memory = yield* Memory.Memory
          yield* memory.ingest(a, {
            scope_id: "g",
            transcript: [
              msg("Dana", "I'm vegetarian, by the way."),
              msg("Sam", "Dana is moving to Lisbon in May."),
              msg("Samantha", "I love Lisbon, I lived there."),
              msg("Sam", "Does anyone know a good restaurant?")
            ]
          })
          const { context } = yield* memory.recall(a, {
            scope_id: "g",
            message: msg("Dana", "Any restaurant ideas for Lisbon?")
          })
          const stored = yield* readAll(memory, a, "g")
          const cited = assertAttributed(context, stored)
          assert.isTrue(
            cited.some((c) => c.seq === 1 && c.speaker === "Sam"),
            "Sam's words about Dana are Sam's"
          )
          assert.include(context, "What Dana said before:")
          assert.include(context, "Dana said (#0")
          assert.isAtMost(Text.estimateTokens(context), 2000)
        })
      )
    })
  })
}
