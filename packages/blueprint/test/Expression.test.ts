import { assert, describe, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import * as Expression from "../src/Expression.js"

const NAMES = ["age", "salary_k", "x", "y.z", "years of service", "β"] as const

const coefficient = fc
  .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
  .filter((x) => x !== 0 && Math.abs(x) > 1e-9)

const linear: fc.Arbitrary<Expression.LinearExpression> = fc
  .record({
    terms: fc.dictionary(fc.constantFrom(...NAMES), coefficient, { maxKeys: 4 }),
    constant: fc
      .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
      .map((x) => (x === 0 ? 0 : x))
  })
  .map(({ terms, constant }) => ({ terms, constant }))

/** A random expression tree, printed as text, with its value computed directly. */
type Tree =
  | { readonly kind: "num"; readonly value: number }
  | { readonly kind: "var"; readonly name: string }
  | { readonly kind: "neg"; readonly arg: Tree }
  | { readonly kind: "add" | "sub"; readonly left: Tree; readonly right: Tree }
  | { readonly kind: "mulL"; readonly k: number; readonly arg: Tree }
  | { readonly kind: "mulR"; readonly k: number; readonly arg: Tree }
  | { readonly kind: "div"; readonly k: number; readonly arg: Tree }

const smallInt = fc.integer({ min: -20, max: 20 })
const nonZero = smallInt.filter((k) => k !== 0)

const tree: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    smallInt.map((value): Tree => ({ kind: "num", value })),
    fc.constantFrom("a", "b", "c").map((name): Tree => ({ kind: "var", name })),
    tie("tree").map((arg): Tree => ({ kind: "neg", arg })),
    fc
      .record({ left: tie("tree"), right: tie("tree") })
      .map(({ left, right }): Tree => ({ kind: "add", left, right })),
    fc
      .record({ left: tie("tree"), right: tie("tree") })
      .map(({ left, right }): Tree => ({ kind: "sub", left, right })),
    fc.record({ k: smallInt, arg: tie("tree") }).map(({ k, arg }): Tree => ({ kind: "mulL", k, arg })),
    fc.record({ k: smallInt, arg: tie("tree") }).map(({ k, arg }): Tree => ({ kind: "mulR", k, arg })),
    fc.record({ k: nonZero, arg: tie("tree") }).map(({ k, arg }): Tree => ({ kind: "div", k, arg }))
  )
})).tree

const show = (t: Tree): string => {
  switch (t.kind) {
    case "num":
      return t.value < 0 ? `(${t.value})` : String(t.value)
    case "var":
      return t.name
    case "neg":
      return `-(${show(t.arg)})`
    case "add":
      return `(${show(t.left)} + ${show(t.right)})`
    case "sub":
      return `(${show(t.left)} - ${show(t.right)})`
    case "mulL":
      return `${t.k < 0 ? `(${t.k})` : t.k} * (${show(t.arg)})`
    case "mulR":
      return `(${show(t.arg)}) * ${t.k < 0 ? `(${t.k})` : t.k}`
    case "div":
      return `(${show(t.arg)}) / ${t.k < 0 ? `(${t.k})` : t.k}`
  }
}

const value = (t: Tree, env: Readonly<Record<string, number>>): number => {
  switch (t.kind) {
    case "num":
      return t.value
    case "var":
      return env[t.name]!
    case "neg":
      return -value(t.arg, env)
    case "add":
      return value(t.left, env) + value(t.right, env)
    case "sub":
      return value(t.left, env) - value(t.right, env)
    case "mulL":
    case "mulR":
      return t.k * value(t.arg, env)
    case "div":
      return value(t.arg, env) / t.k
  }
}

const env = fc.record({
  a: fc.double({ min: -100, max: 100, noNaN: true }),
  b: fc.double({ min: -100, max: 100, noNaN: true }),
  c: fc.double({ min: -100, max: 100, noNaN: true })
})

describe("Expression properties", () => {
  it("round trip: parse(format(e)) = e", () => {
    fc.assert(
      fc.property(linear, (e) => {
        const parsed = Expression.parse(Expression.format(e))
        assert.isTrue(Either.isRight(parsed), Expression.format(e))
        assert.deepStrictEqual(Either.getOrThrow(parsed), e)
      })
    )
  })

  it("oracle: evaluating the parsed linear form equals evaluating the expression tree", () => {
    fc.assert(
      fc.property(tree, env, (t, values) => {
        const parsed = Expression.parse(show(t))
        assert.isTrue(Either.isRight(parsed), show(t))
        const got = Expression.evaluate(Either.getOrThrow(parsed), values)
        const want = value(t, values)
        assert.isTrue(
          Math.abs(got - want) <= 1e-9 * Math.max(1, Math.abs(want)) * 1e3,
          `${show(t)}: ${got} vs ${want}`
        )
      })
    )
  })

  it("a product of two field-dependent sides is an error at the '*'", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("a", "(a + 1)", "-b", "(2*c - 3)"),
        fc.constantFrom("b", "(b - a)", "c"),
        (l, r) => {
          const text = `1 + ${l} * ${r}`
          const parsed = Expression.parse(text)
          assert.isTrue(Either.isLeft(parsed))
          if (Either.isLeft(parsed)) {
            assert.strictEqual(parsed.left.position, 4 + l.length + 1)
            assert.include(parsed.left.message, "non-linear")
          }
        }
      )
    )
  })

  it("holds agrees with the plain comparison away from the tolerance band", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (l, r) => {
          fc.pre(Math.abs(l - r) > 1e-6 * Math.max(1, Math.abs(l), Math.abs(r)))
          assert.strictEqual(Expression.holds(">=", l, r), l >= r)
          assert.strictEqual(Expression.holds(">", l, r), l > r)
          assert.strictEqual(Expression.holds("<=", l, r), l <= r)
          assert.strictEqual(Expression.holds("<", l, r), l < r)
          assert.isFalse(Expression.holds("==", l, r))
        }
      )
    )
  })
})

describe("Expression examples", () => {
  const ok = (text: string) => Either.getOrThrow(Expression.parse(text))
  const err = (text: string) => {
    const r = Expression.parse(text)
    if (Either.isRight(r)) throw new Error(`expected an error for ${text}`)
    return r.left
  }

  it("parses constants, names, unary minus, parentheses and division by constants", () => {
    assert.deepStrictEqual(ok("age - 18"), { terms: { age: 1 }, constant: -18 })
    assert.deepStrictEqual(ok("0.25 * salary_k"), { terms: { salary_k: 0.25 }, constant: 0 })
    assert.deepStrictEqual(ok("-(a - 2*b)/4 + 1e2"), { terms: { a: -0.25, b: 0.5 }, constant: 100 })
    assert.deepStrictEqual(ok("a - a + 3"), { terms: {}, constant: 3 })
    assert.deepStrictEqual(ok("`years of service` * 2"), { terms: { "years of service": 2 }, constant: 0 })
    assert.deepStrictEqual(ok("(2 + 3) * x"), { terms: { x: 5 }, constant: 0 })
    assert.deepStrictEqual(ok("  --x "), { terms: { x: 1 }, constant: 0 })
    assert.deepStrictEqual(ok(".5*x"), { terms: { x: 0.5 }, constant: 0 })
  })

  it("points at the offending position", () => {
    assert.deepInclude(err("a * b"), { position: 2 })
    assert.include(err("a * b").message, "non-linear product")
    assert.deepInclude(err("10 / (x - 1)"), { position: 3 })
    assert.include(err("10 / (x - 1)").message, "non-linear division")
    assert.deepInclude(err("x / 0"), { position: 2, message: "division by zero" })
    assert.deepInclude(err("x / (3 - 3)"), { position: 2 })
    assert.deepInclude(err("(a + 1"), { position: 6 })
    assert.deepInclude(err("a + 1)"), { position: 5, message: "unmatched ')'" })
    assert.deepInclude(err("a + # 2"), { position: 4 })
    assert.deepInclude(err(""), { position: 0 })
    assert.deepInclude(err("a +"), { position: 3 })
    assert.deepInclude(err("2a"), { position: 1 })
    assert.deepInclude(err("a b"), { position: 2 })
    assert.deepInclude(err("`unterminated"), { position: 0 })
    assert.deepInclude(err("1e999 * a"), { position: 0 })
    assert.deepInclude(err("a * * b"), { position: 4 })
    assert.strictEqual(
      Expression.formatError(err("a * b")),
      "a * b\n  ^ non-linear product: both sides of '*' depend on fields (a and b); one side must be a constant (at position 2)"
    )
  })

  it("evaluate gives NaN for a missing variable and never throws", () => {
    const e = ok("a + 2*b")
    assert.strictEqual(Expression.evaluate(e, { a: 1, b: 2 }), 5)
    assert.isNaN(Expression.evaluate(e, { a: 1 }))
    assert.isNaN(Expression.evaluate(ok("constructor + 1"), {}))
  })

  it("holds uses a relative tolerance in the safe direction", () => {
    assert.isTrue(Expression.holds(">=", 0.30000000000000004, 0.3))
    assert.isTrue(Expression.holds("<=", 0.3, 0.1 + 0.2))
    assert.isTrue(Expression.holds("==", 0.1 + 0.2, 0.3))
    assert.isFalse(Expression.holds(">", 5, 5))
    assert.isFalse(Expression.holds(">", 5 + 1e-12, 5))
    assert.isTrue(Expression.holds(">", 5.01, 5))
    assert.isFalse(Expression.holds("<", 5, 5))
    assert.isFalse(Expression.holds(">=", Number.NaN, 1))
    assert.isTrue(Expression.holds("==", 3, 3.1, 0.1))
  })
})
