import { assert } from "@effect/vitest"
import { Effect } from "effect"
import type fc from "fast-check"
import type { Model, Real } from "./Model.js"

/** Ingest a batch, with or without a key: appends unless the key was used with the same body (replay). */
export class IngestCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly key: string | undefined,
    readonly batch: ReadonlyArray<{ speaker: string; text: string }>
  ) {}
  check = (m: Readonly<Model>) =>
    this.key === undefined || !m.keys.has(this.key) || m.keys.get(this.key) === JSON.stringify(this.batch)
  run = async (m: Model, r: Real) => {
    const out = await r.run(
      r.memory.ingest(r.accountId, { scope_id: r.scopeId, transcript: this.batch }, this.key)
    )
    assert.deepStrictEqual(out, { ingested: this.batch.length })
    if (this.key === undefined || !m.keys.has(this.key)) {
      m.transcript.push(...this.batch)
      if (this.key !== undefined) m.keys.set(this.key, JSON.stringify(this.batch))
    }
    const stored = await r.run(r.memory.transcript(r.accountId, r.scopeId, 0, 10_000))
    assert.deepStrictEqual(
      stored.map((s) => ({ speaker: s.speaker, text: s.text })),
      m.transcript
    )
    assert.deepStrictEqual(
      stored.map((s) => s.seq),
      m.transcript.map((_, i) => i)
    )
  }
  toString = () => `ingest(${this.key ?? "-"}, ${JSON.stringify(this.batch)})`
}

/** Reuse a known key with another body: refused with IdempotencyKeyReused, nothing appended. */
export class ReuseKeyCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly batch: ReadonlyArray<{ speaker: string; text: string }>
  ) {}
  check = (m: Readonly<Model>) => m.keys.size > 0
  run = async (m: Model, r: Real) => {
    const keys = [...m.keys.keys()]
    const key = keys[this.pick % keys.length]!
    if (m.keys.get(key) === JSON.stringify(this.batch)) return
    const err = await r.run(
      Effect.flip(r.memory.ingest(r.accountId, { scope_id: r.scopeId, transcript: this.batch }, key))
    )
    assert.strictEqual(err._tag, "IdempotencyKeyReused")
    const stored = await r.run(r.memory.transcript(r.accountId, r.scopeId, 0, 10_000))
    assert.strictEqual(stored.length, m.transcript.length)
  }
  toString = () => `reuse(#${this.pick}, ${JSON.stringify(this.batch)})`
}
