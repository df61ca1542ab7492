import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Cover, Ledger } from "../src/index.js"

type Op =
  | { readonly _tag: "adjust"; readonly amount: number }
  | { readonly _tag: "hold"; readonly id: number; readonly amount: number }
  | { readonly _tag: "charge"; readonly id: number }
  | { readonly _tag: "release"; readonly id: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ _tag: fc.constant("adjust" as const), amount: fc.integer({ min: -500, max: 500 }) }),
  fc.record({ _tag: fc.constant("hold" as const), id: fc.nat(20), amount: fc.nat(200) }),
  fc.record({ _tag: fc.constant("charge" as const), id: fc.nat(20) }),
  fc.record({ _tag: fc.constant("release" as const), id: fc.nat(20) })
)

const apply = (s: Ledger.State, o: Op): Ledger.State => {
  switch (o._tag) {
    case "adjust":
      return Ledger.adjust(s, o.amount)
    case "hold":
      return Ledger.hold(s, String(o.id), o.amount) ?? s
    case "charge":
      return Ledger.charge(s, String(o.id))
    case "release":
      return Ledger.release(s, String(o.id))
  }
}

describe("Ledger", () => {
  it("keeps balance = grants - charges, never negative, for any interleaving", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        let s = Ledger.empty
        for (const o of ops) {
          s = apply(s, o)
          expect(Ledger.violations(s)).toEqual([])
        }
      })
    )
  })

  it("refuses a hold exactly when it is not covered", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (grant, amount) => {
        const s = Ledger.adjust(Ledger.empty, grant)
        const h = Ledger.hold(s, "a", amount)
        expect(h === undefined).toBe(!Cover.covers(s.balance, s.held, amount))
      })
    )
  })

  it("charges a hold at most once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 5 }), (amount, times) => {
        let s = Ledger.hold(Ledger.adjust(Ledger.empty, 1000), "h", amount)!
        for (let i = 0; i < times; i++) s = Ledger.charge(s, "h")
        s = Ledger.release(s, "h")
        expect(s.balance).toBe(1000 - amount)
        expect(s.charged).toBe(amount)
      })
    )
  })

  it("debits never take the balance below what is held", () => {
    const s = Ledger.hold(Ledger.adjust(Ledger.empty, 100), "h", 30)!
    const t = Ledger.adjust(s, -1000)
    expect(t.balance).toBe(30)
    expect(Ledger.violations(t)).toEqual([])
  })
})
