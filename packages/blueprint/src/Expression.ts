/**
 * Linear expressions over numeric field names: the right-hand side of a blueprint constraint.
 *
 * Grammar (whitespace is ignored between tokens):
 *
 * ```
 * expression := term (("+" | "-") term)*
 * term       := unary (("*" | "/") unary)*
 * unary      := ("-" | "+") unary | primary
 * primary    := number | name | "(" expression ")"
 * number     := digits ["." digits] [("e" | "E") ["+" | "-"] digits]  |  "." digits [...]
 * name       := (letter | "_") (letter | digit | "_" | ".")*  |  "`" any text but "`" "`"
 * ```
 *
 * Every value is kept in the canonical linear form `Σ cᵢ·xᵢ + k`. A product is linear only when one
 * side is a constant, a quotient only when the divisor is a non-zero constant; anything else is an
 * {@link ExpressionError} pointing at the offending operator.
 *
 * @since 0.1.0
 */
import { Data, Either, Schema } from "effect"

/**
 * `Σ terms[name]·name + constant`. Terms never hold a zero coefficient, so two equal expressions
 * have equal `terms` (key order aside).
 */
export type LinearExpression = {
  readonly terms: Readonly<Record<string, number>>
  readonly constant: number
}

/**
 * A parse failure: `position` is the 0-based character offset in `text` of the token at fault,
 * `message` says what was expected there.
 */
export class ExpressionError extends Data.TaggedError("ExpressionError")<{
  readonly text: string
  readonly position: number
  readonly message: string
}> {}

/** The expression with one variable: `1·name`. */
export const variable = (name: string): LinearExpression => ({ terms: { [name]: 1 }, constant: 0 })

/** The constant expression `k`. */
export const constant = (k: number): LinearExpression => ({ terms: {}, constant: k === 0 ? 0 : k })

/** `k·e` (coefficient-wise; `k = 0` gives the constant 0). */
export const scale = (e: LinearExpression, k: number): LinearExpression => {
  const terms: Record<string, number> = {}
  for (const [name, c] of Object.entries(e.terms)) {
    const v = c * k
    if (v !== 0) terms[name] = v
  }
  const c = e.constant * k
  return { terms, constant: c === 0 ? 0 : c }
}

/** `e / k` coefficient-wise (each coefficient divided: correctly rounded, unlike `e·(1/k)`). */
export const divide = (e: LinearExpression, k: number): LinearExpression => {
  const terms: Record<string, number> = {}
  for (const [name, c] of Object.entries(e.terms)) {
    const v = c / k
    if (v !== 0) terms[name] = v
  }
  const c = e.constant / k
  return { terms, constant: c === 0 ? 0 : c }
}

/**
 * `a + b`, combining like terms. A coefficient that cancels to within `1e-12` of the larger input
 * coefficient (floating round-off, as in `x - 0.1*x - 0.9*x`) is dropped.
 */
export const add = (a: LinearExpression, b: LinearExpression): LinearExpression => {
  const terms: Record<string, number> = { ...a.terms }
  for (const [name, c] of Object.entries(b.terms)) {
    if (Object.hasOwn(terms, name)) {
      const before = terms[name]!
      const sum = before + c
      if (sum === 0 || Math.abs(sum) <= 1e-12 * Math.max(Math.abs(before), Math.abs(c))) delete terms[name]
      else terms[name] = sum
    } else if (c !== 0) {
      terms[name] = c
    }
  }
  const k = a.constant + b.constant
  return { terms, constant: k === 0 ? 0 : k }
}

/** `a - b`. */
export const subtract = (a: LinearExpression, b: LinearExpression): LinearExpression => add(a, scale(b, -1))

/** The variable names of `e`, in insertion order. */
export const variables = (e: LinearExpression): ReadonlyArray<string> => Object.keys(e.terms)

/** True when `e` has no variable terms. */
export const isConstant = (e: LinearExpression): boolean => Object.keys(e.terms).length === 0

/**
 * `Σ cᵢ·values[xᵢ] + k`. Never throws: a variable missing from `values` (or not a finite number)
 * makes the result `NaN`.
 */
export const evaluate = (expr: LinearExpression, values: Readonly<Record<string, number>>): number => {
  let sum = expr.constant
  for (const name in expr.terms) {
    if (!Object.hasOwn(expr.terms, name)) continue
    const v = Object.hasOwn(values, name) ? values[name] : undefined
    if (typeof v !== "number") return Number.NaN
    sum += expr.terms[name]! * v
  }
  return sum
}

/** A comparison operator of a constraint `lhs op rhs`. */
export const ConstraintOp = Schema.Literal(">=", ">", "<=", "<", "==")
/** A comparison operator of a constraint `lhs op rhs`. */
export type ConstraintOp = ">=" | ">" | "<=" | "<" | "=="

/** Default relative tolerance of {@link holds}. */
export const DEFAULT_EPSILON = 1e-9

/**
 * The tolerance of every constraint comparison at magnitude `scale`: `epsilon·max(1, scale)`
 * (absolute near 0, relative beyond 1). The one definition used by {@link holds}, the sampler's
 * bounds, the interval analysis and the gates.
 */
export const tolerance = (scale: number, epsilon: number = DEFAULT_EPSILON): number =>
  epsilon * Math.max(1, scale)

/**
 * Whether `lhs op rhs` holds, with tolerance `tol = epsilon·max(1, |lhs|, |rhs|)` that absorbs
 * floating round-off in the safe direction:
 * `>=`: lhs ≥ rhs − tol; `>`: lhs > rhs + tol; `<=`: lhs ≤ rhs + tol; `<`: lhs < rhs − tol;
 * `==`: |lhs − rhs| ≤ tol. A non-finite side never holds.
 */
export const holds = (
  op: ConstraintOp,
  lhs: number,
  rhs: number,
  epsilon: number = DEFAULT_EPSILON
): boolean => {
  if (!Number.isFinite(lhs) || !Number.isFinite(rhs)) return false
  const tol = tolerance(Math.max(Math.abs(lhs), Math.abs(rhs)), epsilon)
  switch (op) {
    case ">=":
      return lhs >= rhs - tol
    case ">":
      return lhs > rhs + tol
    case "<=":
      return lhs <= rhs + tol
    case "<":
      return lhs < rhs - tol
    case "==":
      return Math.abs(lhs - rhs) <= tol
  }
}

// ---------------------------------------------------------------------------------------------
// Parser: a recursive-descent parser over a hand-written tokenizer, O(length of text).
// ---------------------------------------------------------------------------------------------

type Token =
  | { readonly kind: "number"; readonly value: number; readonly pos: number; readonly text: string }
  | { readonly kind: "name"; readonly value: string; readonly pos: number; readonly text: string }
  | {
      readonly kind: "op"
      readonly value: "+" | "-" | "*" | "/" | "(" | ")"
      readonly pos: number
      readonly text: string
    }
  | { readonly kind: "end"; readonly pos: number; readonly text: string }

class Fail {
  constructor(
    readonly position: number,
    readonly message: string
  ) {}
}

const NAME_START = /[\p{L}_]/u
const NAME_PART = /[\p{L}\p{N}_.]/u
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/

const tokenize = (text: string): Array<Token> => {
  const tokens: Array<Token> = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (/\s/.test(ch)) {
      i++
      continue
    }
    if (ch === "+" || ch === "-" || ch === "*" || ch === "/" || ch === "(" || ch === ")") {
      tokens.push({ kind: "op", value: ch, pos: i, text: ch })
      i++
      continue
    }
    if (/[0-9.]/.test(ch)) {
      const m = NUMBER.exec(text.slice(i))
      if (m === null) throw new Fail(i, `malformed number starting with '${ch}'`)
      const value = Number(m[0])
      if (!Number.isFinite(value)) throw new Fail(i, `number '${m[0]}' is out of range`)
      const next = text[i + m[0].length]
      if (next !== undefined && NAME_START.test(next)) {
        throw new Fail(
          i + m[0].length,
          `unexpected '${next}' after the number ${m[0]} (write multiplication as '${m[0]} * name')`
        )
      }
      tokens.push({ kind: "number", value, pos: i, text: m[0] })
      i += m[0].length
      continue
    }
    if (ch === "`") {
      const close = text.indexOf("`", i + 1)
      if (close < 0) throw new Fail(i, "unterminated quoted name: missing closing '`'")
      const name = text.slice(i + 1, close)
      if (name.length === 0) throw new Fail(i, "empty quoted name")
      if (name === "__proto__") throw new Fail(i, "'__proto__' is a reserved name")
      tokens.push({ kind: "name", value: name, pos: i, text: text.slice(i, close + 1) })
      i = close + 1
      continue
    }
    if (NAME_START.test(ch)) {
      let j = i + 1
      while (j < text.length && NAME_PART.test(text[j]!)) j++
      const name = text.slice(i, j)
      if (name === "__proto__") throw new Fail(i, "'__proto__' is a reserved name")
      tokens.push({ kind: "name", value: name, pos: i, text: name })
      i = j
      continue
    }
    throw new Fail(i, `unexpected character '${ch}'`)
  }
  tokens.push({ kind: "end", pos: text.length, text: "" })
  return tokens
}

const describe = (t: Token): string => (t.kind === "end" ? "the end of the expression" : `'${t.text}'`)

class Parser {
  private i = 0
  constructor(private readonly tokens: ReadonlyArray<Token>) {}

  private peek(): Token {
    return this.tokens[this.i]!
  }

  private isOp(value: string): boolean {
    const t = this.peek()
    return t.kind === "op" && t.value === value
  }

  parseAll(): LinearExpression {
    if (this.peek().kind === "end") throw new Fail(0, "empty expression: expected a number or a field name")
    const e = this.expression()
    const t = this.peek()
    if (t.kind !== "end") {
      if (t.kind === "op" && t.value === ")") throw new Fail(t.pos, "unmatched ')'")
      throw new Fail(t.pos, `unexpected ${describe(t)}: expected an operator (+ - * /) or the end`)
    }
    return e
  }

  private expression(): LinearExpression {
    let e = this.term()
    for (;;) {
      if (this.isOp("+")) {
        this.i++
        e = add(e, this.term())
      } else if (this.isOp("-")) {
        this.i++
        e = subtract(e, this.term())
      } else {
        return e
      }
    }
  }

  private term(): LinearExpression {
    let e = this.unary()
    for (;;) {
      const t = this.peek()
      if (t.kind === "op" && t.value === "*") {
        this.i++
        const r = this.unary()
        if (isConstant(e)) e = scale(r, e.constant)
        else if (isConstant(r)) e = scale(e, r.constant)
        else {
          throw new Fail(
            t.pos,
            `non-linear product: both sides of '*' depend on fields (${variables(e).join(", ")} and ${variables(r).join(", ")}); one side must be a constant`
          )
        }
      } else if (t.kind === "op" && t.value === "/") {
        this.i++
        const r = this.unary()
        if (!isConstant(r)) {
          throw new Fail(
            t.pos,
            `non-linear division: the divisor depends on fields (${variables(r).join(", ")}); divide by a constant only`
          )
        }
        if (r.constant === 0) throw new Fail(t.pos, "division by zero")
        e = divide(e, r.constant)
      } else {
        return e
      }
    }
  }

  private unary(): LinearExpression {
    if (this.isOp("-")) {
      this.i++
      return scale(this.unary(), -1)
    }
    if (this.isOp("+")) {
      this.i++
      return this.unary()
    }
    return this.primary()
  }

  private primary(): LinearExpression {
    const t = this.peek()
    switch (t.kind) {
      case "number":
        this.i++
        return constant(t.value)
      case "name":
        this.i++
        return variable(t.value)
      case "op":
        if (t.value === "(") {
          this.i++
          const e = this.expression()
          const close = this.peek()
          if (!(close.kind === "op" && close.value === ")")) {
            throw new Fail(
              close.pos,
              `expected ')' to close the '(' at position ${t.pos}, found ${describe(close)}`
            )
          }
          this.i++
          return e
        }
        throw new Fail(t.pos, `unexpected ${describe(t)}: expected a number, a field name or '('`)
      case "end":
        throw new Fail(t.pos, "unexpected end of the expression: expected a number, a field name or '('")
    }
  }
}

/**
 * Parses `text` into its linear form, or fails with an {@link ExpressionError} whose `position`
 * points at the offending character (non-linear products such as `a*b`, division by a field or by
 * zero, unbalanced parentheses, stray characters, empty input). O(n) in the length of `text`.
 */
export const parse = (text: string): Either.Either<LinearExpression, ExpressionError> => {
  try {
    return Either.right(new Parser(tokenize(text)).parseAll())
  } catch (e) {
    if (e instanceof Fail)
      return Either.left(new ExpressionError({ text, position: e.position, message: e.message }))
    throw e
  }
}

/** Renders a parse error with a caret under the offending position, e.g. `a * b\n  ^ non-linear ...`. */
export const formatError = (error: ExpressionError): string =>
  `${error.text}\n${" ".repeat(Math.max(0, error.position))}^ ${error.message} (at position ${error.position})`

const PLAIN_NAME = /^[\p{L}_][\p{L}\p{N}_.]*$/u

const formatName = (name: string): string => (PLAIN_NAME.test(name) ? name : `\`${name}\``)

/**
 * Canonical text of `e` (`2*a - b + 3`); `parse(format(e))` gives back `e` exactly, since numbers
 * are written with the shortest round-trip representation.
 */
export const format = (e: LinearExpression): string => {
  const parts: Array<string> = []
  for (const [name, c] of Object.entries(e.terms)) {
    const mag = Math.abs(c)
    const body = mag === 1 ? formatName(name) : `${String(mag)} * ${formatName(name)}`
    parts.push(parts.length === 0 ? (c < 0 ? `-${body}` : body) : c < 0 ? `- ${body}` : `+ ${body}`)
  }
  if (e.constant !== 0 || parts.length === 0) {
    const mag = Math.abs(e.constant)
    parts.push(
      parts.length === 0 ? String(e.constant) : e.constant < 0 ? `- ${String(mag)}` : `+ ${String(mag)}`
    )
  }
  return parts.join(" ")
}
