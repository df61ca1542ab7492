/**
 * Validation messages for people (issue 7): one clear message per problem, no schema
 * internals, `loc` always an array with numeric indexes.
 */
import { targets } from "@cis/db/testing"
import { assert, describe, layer, it as vit } from "@effect/vitest"
import { Effect } from "effect"
import { humanize } from "../src/Edge.js"
import { call, newAccount, TestServer, testServer } from "./support.js"

const internals = /Expected|actual|ReadonlyArray|readonly \[|undefined|\{ readonly/

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { initialCredits: 0 }), { excludeTestServices: true, timeout: 120_000 })(
      "validation messages",
      (it) => {
        const post = (path: string, body: unknown) =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const { api_key } = yield* newAccount(s)
            const r = yield* call(s.url, "POST", path, { token: api_key, body })
            for (const d of r.body.error?.details ?? []) {
              assert.notMatch(d.msg, internals, JSON.stringify(d))
              assert.isArray(d.loc)
              for (const p of d.loc)
                assert.isFalse(typeof p === "string" && /\[\d+\]/.test(p), JSON.stringify(d))
            }
            assert.notMatch(r.body.error?.message ?? "", internals)
            return r
          })

        it.effect('count: "50" is one detail: expected an integer, got "50"', () =>
          Effect.gen(function* () {
            const r = yield* post("/v1/personas/actions/generate", { prompt: "nurses", count: "50" })
            assert.strictEqual(r.status, 422)
            assert.deepStrictEqual(r.body.error.details, [
              { loc: ["body", "count"], msg: 'expected an integer, got "50"', type: "type" }
            ])
            assert.include(r.body.error.message, 'count: expected an integer, got "50"')
          })
        )

        it.effect('grounding: "deep" is one detail: must be one of off, web, research', () =>
          Effect.gen(function* () {
            const r = yield* post("/v1/personas/actions/generate", { prompt: "nurses", grounding: "deep" })
            assert.strictEqual(r.status, 422)
            assert.deepStrictEqual(r.body.error.details, [
              { loc: ["body", "grounding"], msg: "must be one of off, web, research", type: "value" }
            ])
          })
        )

        it.effect("personas: [] is at least 1 persona, at the array", () =>
          Effect.gen(function* () {
            const r = yield* post("/v1/personas/actions/validate", { personas: [] })
            assert.strictEqual(r.status, 422)
            assert.strictEqual(r.body.error.code, "validation_failed")
            assert.deepStrictEqual(r.body.error.details, [
              { loc: ["body", "personas"], msg: "must have at least 1 persona", type: "value" }
            ])
          })
        )

        it.effect("personas of the wrong type: an array expected, the schema not spelled out", () =>
          Effect.gen(function* () {
            const r = yield* post("/v1/personas/actions/validate", { personas: "many" })
            assert.strictEqual(r.status, 422)
            assert.deepStrictEqual(r.body.error.details, [
              { loc: ["body", "personas"], msg: 'expected an array, got "many"', type: "type" }
            ])
          })
        )

        it.effect("a bad blueprint is never echoed whole; its loc has numeric indexes", () =>
          Effect.gen(function* () {
            const persona = { persona_id: "p", fields: { role: "nurse" }, system_prompt: "s", markdown: "m" }
            const bad = yield* post("/v1/personas/actions/validate", {
              personas: [persona],
              blueprint: { domain: "d", order: ["role"], fields: { role: "x".repeat(500) } }
            })
            assert.strictEqual(bad.status, 422)
            for (const d of bad.body.error.details) assert.isBelow(d.msg.length, 120, d.msg)
            assert.isBelow(bad.body.error.message.length, 400)
            // A structurally invalid blueprint (a parent that is not a field): loc with a number.
            const structural = yield* post("/v1/personas/actions/validate", {
              personas: [persona],
              blueprint: {
                domain: "d",
                order: ["role"],
                fields: [
                  {
                    name: "role",
                    kind: "categorical",
                    parents: ["ghost"],
                    categorical: { weights: { nurse: 1 } }
                  }
                ]
              }
            })
            assert.strictEqual(structural.status, 422, JSON.stringify(structural.body))
            const locs = structural.body.error.details.map((d: any) => d.loc)
            assert.isTrue(
              locs.some(
                (l: Array<unknown>) =>
                  l[0] === "body" && l[1] === "blueprint" && l[2] === "fields" && l[3] === 0
              ),
              JSON.stringify(locs)
            )
          })
        )
      }
    )
  })
}

describe("humanize", () => {
  vit("drops the optional member, keeps one detail per place", () => {
    assert.deepStrictEqual(
      humanize("body", [
        { _tag: "Type", path: ["count"], message: 'Expected an integer, actual "50"' },
        { _tag: "Type", path: ["count"], message: 'Expected undefined, actual "50"' }
      ]),
      [{ loc: ["body", "count"], msg: 'expected an integer, got "50"', type: "type" }]
    )
  })
  vit("cuts long values short", () => {
    const [d] = humanize("body", [
      { _tag: "Type", path: ["x"], message: `Expected string, actual {"a":"${"y".repeat(400)}"}` }
    ])
    assert.isBelow(d!.msg.length, 80)
  })
})
