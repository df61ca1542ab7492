/**
 * The analysis component's pure parts and its engine placement:
 * - `Checks`: a duplicate id is found exactly when ids repeat, at the second occurrence; the
 *   size limits refuse exactly past the documented thresholds; readability.
 * - `ModelOutput.checkReport`: whatever numbers the model gives, the derived fields are those
 *   computed from its interactions (totals equal counts, each user's distribution sums to
 *   `interaction_count`), scores are in [0, 1], evidence ids exist, and a report whose slices
 *   do not cover the transcript, or whose `before_message_id` is not the agent's, is refused.
 * - `Analyst` offline on the thread pool answers exactly what the engine answers in place, and
 *   the event loop keeps turning while it reads a large transcript.
 */
import { SocialLearning } from "@cis/contract"
import { Analyze, Extract } from "@cis/insight"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Either, Fiber, FastCheck as fc, Layer, Option } from "effect"
import { Analyst, Checks, ModelOutput } from "../src/analysis/index.js"
import { layerThreads } from "../src/compute/index.js"

const names = ["Ann", "Bo", "Cy", "Agent"]
const line = fc.constantFrom(
  "hi there",
  "can you help me with my order?",
  "this is still broken!!",
  "lol nice",
  "thanks a lot",
  "I'm so tired today",
  "ok",
  "Sure, here is the tracking link.",
  "Welcome! We have many plans.",
  "you are useless"
)
const transcript = fc
  .array(fc.tuple(fc.constantFrom(...names), line), { minLength: 1, maxLength: 30 })
  .map((rows) => rows.map(([speaker, text], k) => ({ id: `m${k}`, speaker, text })))
  .filter((ms) => ms.some((m) => m.speaker === "Agent"))

describe("Checks", () => {
  it("a duplicate id is reported exactly when ids repeat, at the second occurrence", () =>
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f"), { maxLength: 8 }), (ids) => {
        const found = Checks.duplicateId(ids.map((id) => ({ id })))
        assert.strictEqual(Option.isSome(found), new Set(ids).size !== ids.length)
        if (Option.isSome(found)) {
          const k = ids.findIndex((id, j) => ids.indexOf(id) !== j)
          assert.deepStrictEqual((found.value.details[0] as any).loc, [
            "body",
            "transcript",
            "messages",
            k,
            "id"
          ])
        }
      })
    ))

  it("too large exactly past the documented thresholds", () => {
    const { maxMessages, maxTotalChars } = SocialLearning.limits
    assert.isTrue(maxTotalChars <= 1_000_000, "decisions.md: at most 1,000,000 characters")
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * maxMessages }),
        fc.integer({ min: 0, max: 2 * maxTotalChars }),
        (n, c) => {
          const r = Checks.tooLarge(n, c, "messages", ["body"])
          assert.strictEqual(Option.isSome(r), n > maxMessages || c > maxTotalChars)
        }
      )
    )
  })

  it("readable: a letter, a digit or an emoji", () => {
    for (const t of ["a", "7", "é", "日本", "🙂", "ok?"]) assert.isTrue(Checks.readable(t), t)
    for (const t of ["", " ", "...", "?!", "\n\t", "—"]) assert.isFalse(Checks.readable(t), JSON.stringify(t))
  })
})

describe("ModelOutput.checkReport", () => {
  it("derived fields come from the interactions, whatever the model says", () =>
    fc.assert(
      fc.property(
        transcript,
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.integer({ min: 0, max: 99 }),
        (messages, score, noise) => {
          const engine = Either.getOrThrow(Analyze.analyze(messages, { agentName: "Agent" }))
          const model = {
            ...engine,
            health_score: score,
            per_user: engine.per_user.map((u) => ({
              ...u,
              frustration: score,
              confidence: -score,
              evidence: [...u.evidence, `ghost${noise}`]
            }))
          }
          const checked = Either.getOrThrow(ModelOutput.checkReport(model, messages, "Agent", engine))
          const ids = new Set(messages.map((m) => m.id))
          assert.deepStrictEqual(
            checked.interaction_totals,
            Analyze.countTypes(checked.interactions.map((i) => i.type))
          )
          assert.deepStrictEqual(
            checked.interactions.flatMap((i) => i.message_ids),
            messages.map((m) => m.id)
          )
          for (const u of checked.per_user) {
            assert.strictEqual(
              u.distribution.reduce((s, d) => s + d.count, 0),
              u.interaction_count
            )
            assert.strictEqual(
              u.interaction_count,
              checked.interactions.filter((i) => i.participants.some((p) => p.name === u.name)).length
            )
            for (const x of [u.frustration, u.confidence]) assert.isTrue(x >= 0 && x <= 1)
            for (const id of u.evidence) assert.isTrue(ids.has(id))
          }
          assert.isTrue(checked.health_score >= 0 && checked.health_score <= 1)
          // The engine's own derived fields agree with the recomputation.
          assert.deepStrictEqual(
            checked.per_user.map((u) => [u.interaction_count, u.distribution, u.dominant_type]),
            engine.per_user.map((u) => [u.interaction_count, u.distribution, u.dominant_type])
          )
        }
      ),
      { numRuns: 60 }
    ))

  it("refuses slices that do not cover the transcript, a missing person, a before_message_id not the agent's", () =>
    fc.assert(
      fc.property(transcript, (messages) => {
        const engine = Either.getOrThrow(Analyze.analyze(messages, { agentName: "Agent" }))
        const check = (m: typeof engine) => ModelOutput.checkReport(m, messages, "Agent", engine)
        assert.isTrue(Either.isLeft(check({ ...engine, interactions: engine.interactions.slice(1) })))
        if (engine.per_user.length > 0) assert.isTrue(Either.isLeft(check({ ...engine, per_user: [] })))
        const person = messages.find((m) => m.speaker !== "Agent")
        if (person !== undefined)
          assert.isTrue(
            Either.isLeft(
              check({
                ...engine,
                findings: [
                  {
                    issue: "x",
                    severity: "low",
                    affected_users: [],
                    evidence: [],
                    recommendation: "r",
                    before_message_id: person.id,
                    rewritten_reply: "w",
                    how_it_helps: "h",
                    confidence: 0.5
                  }
                ]
              })
            )
          )
      }),
      { numRuns: 40 }
    ))
})

describe("Analyst (offline) on the compute pool", () => {
  const big = Array.from({ length: 3_000 }, (_, k) => ({
    id: `m${k}`,
    speaker: k % 3 === 1 ? "Agent" : `P${k % 11}`,
    text: [
      "can you help me with my order?",
      "Sure, here is the link.",
      "still broken!! third time",
      "thanks"
    ][k % 4]!
  }))

  it.live(
    "answers what the engine answers in place, while the event loop keeps turning",
    () =>
      Effect.gen(function* () {
        const analyst = yield* Analyst.Analyst
        const work = yield* Effect.fork(analyst.analyze({ messages: big, agentName: "Agent" }))
        let worst = 0
        let ticks = 0
        while (work.unsafePoll() === null) {
          const before = performance.now()
          yield* Effect.promise(() => new Promise((r) => setTimeout(r, 10)))
          worst = Math.max(worst, performance.now() - before - 10)
          ticks++
        }
        const report = yield* Fiber.join(work)
        assert.deepStrictEqual(report, Either.getOrThrow(Analyze.analyze(big, { agentName: "Agent" })))
        assert.isAbove(ticks, 3)
        assert.isBelow(worst, 500, `a 10 ms timer was ${worst.toFixed(0)} ms late`)
        const small = big.slice(0, 10)
        assert.deepStrictEqual(yield* analyst.extract(small), Either.getOrThrow(Extract.extract(small)))
      }).pipe(Effect.provide(Analyst.layerOffline.pipe(Layer.provide(layerThreads(1))))),
    120_000
  )
})
