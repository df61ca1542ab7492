/**
 * Schemas of the platform endpoints: whoami (4.19), usage summary (2.15, 4.14), single-prompt
 * ask (4.20) and the health probes.
 */
import { Schema } from "effect"
import type { ValidationDetail } from "../Errors.js"

/** API key scopes: the spec's component path segments (decisions.md). */
export const scopes = [
  "social-learning",
  "personas",
  "social-memory",
  "social-observability",
  "foresee",
  "turn-taking",
  "credits",
  "ask"
] as const
/** A component an API key may call (the path segment after /v1). */
export const Scope = Schema.Literal(...scopes).annotations({
  identifier: "Scope",
  description: "A component an API key may call (the path segment after /v1)."
})
/** The type of {@link Scope}. */
export type Scope = typeof Scope.Type

/** An empty JSON object (extra keys are ignored). */
export const EmptyRequest = Schema.Struct({}).annotations({
  identifier: "EmptyRequest",
  description: "An empty JSON object."
})

/** The caller's account. */
export const WhoamiResponse = Schema.Struct({
  user_id: Schema.String.annotations({ description: "The account the token belongs to." })
}).annotations({ identifier: "WhoamiResponse", description: "The caller's account." })

const NonNegativeInt = Schema.Int.pipe(Schema.nonNegative())

/** Billed usage of the caller's account. */
export const UsageSummary = Schema.Struct({
  total_calls: NonNegativeInt.annotations({ description: "Billed calls in the last 30 days." }),
  total_credits: NonNegativeInt.annotations({ description: "Credits charged in the last 30 days." }),
  per_component: Schema.Array(
    Schema.Struct({
      component: Schema.String.annotations({ description: "The component (path segment after /v1)." }),
      calls: NonNegativeInt.annotations({ description: "Billed calls of this component, last 30 days." }),
      credits: NonNegativeInt.annotations({ description: "Credits charged by this component, last 30 days." })
    }).annotations({ description: "Usage of one component." })
  ).annotations({ description: "Usage per component, last 30 days." }),
  daily_series: Schema.Array(
    Schema.Struct({
      date: Schema.Literal("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun").annotations({
        description: "The UTC weekday."
      }),
      requests: NonNegativeInt.annotations({ description: "Billed calls that UTC day." })
    }).annotations({ description: "One UTC day." })
  )
    .pipe(Schema.itemsCount(7))
    .annotations({ description: "The last 7 UTC days, oldest first, today last." })
}).annotations({ identifier: "UsageSummary", description: "Billed usage of the caller's account." })

/**
 * Whether a string can be stored and echoed safely: no NUL character (PostgreSQL refuses it)
 * and no unpaired UTF-16 surrogate.
 */
export const isSafeText = (s: string): boolean =>
  !s.includes("\u0000") && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s)

/** Deepest nesting of arrays and objects accepted in a body. */
export const maxJsonDepth = 64

/**
 * The first problem the database or the schemas could not handle safely: nesting deeper than
 * {@link maxJsonDepth}, or a string (value or key) with a NUL character or a lone surrogate
 * (PostgreSQL refuses both). Iterative, so a hostile depth cannot overflow the stack. The API
 * refuses such a body with 422 and this detail.
 */
export const unsafeJson = (value: unknown): ValidationDetail | undefined => {
  // Nodes in visiting order, each with its parent and key; a location is built only for the
  // problem found (a body of 10,000 personas has some 100,000 nodes, walked on the serving thread).
  const values: Array<unknown> = [value]
  const parents: Array<number> = [-1]
  const keys: Array<string | number> = ["body"]
  const depths: Array<number> = [0]
  const stack: Array<number> = [0]
  const locOf = (node: number): Array<string | number> => {
    const loc: Array<string | number> = []
    for (let n = node; n >= 0; n = parents[n]!) loc.push(keys[n]!)
    return loc.reverse()
  }
  const visit = (item: unknown, parent: number, key: string | number, depth: number) => {
    stack.push(values.length)
    values.push(item)
    parents.push(parent)
    keys.push(key)
    depths.push(depth)
  }
  while (stack.length > 0) {
    const node = stack.pop()!
    const v = values[node]
    if (typeof v === "string") {
      if (!isSafeText(v)) {
        return {
          loc: locOf(node),
          msg: "must not contain NUL characters or unpaired surrogates",
          type: "value"
        }
      }
    } else if (v !== null && typeof v === "object") {
      const depth = depths[node]!
      if (depth >= maxJsonDepth) {
        return {
          loc: locOf(node).slice(0, 4),
          msg: `is nested deeper than ${maxJsonDepth} levels`,
          type: "value"
        }
      }
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) visit(v[i], node, i, depth + 1)
      } else
        for (const k of Object.keys(v)) {
          if (!isSafeText(k)) {
            return {
              loc: locOf(node),
              msg: "has a key with NUL characters or unpaired surrogates",
              type: "value"
            }
          }
          visit((v as Record<string, unknown>)[k], node, k, depth + 1)
        }
    }
  }
  return undefined
}

/** A string with at least one non-whitespace character. */
export const NonBlank = Schema.String.pipe(
  Schema.filter((s) => s.trim().length > 0, {
    message: () => "must not be empty",
    jsonSchema: { pattern: "\\S" }
  })
)

/** Longest prompt accepted by generate, enhance and ask, in characters (UTF-16 code units). */
export const maxPromptChars = 10_000

/** A prompt: non-blank, at most {@link maxPromptChars} characters. */
export const Prompt = NonBlank.pipe(
  Schema.filter((s) => s.length <= maxPromptChars, {
    message: (issue) => ({
      message:
        typeof issue.actual === "string"
          ? `is ${issue.actual.length.toLocaleString("en-US")} characters long; the limit is ${maxPromptChars.toLocaleString("en-US")} characters`
          : `must be a string of at most ${maxPromptChars.toLocaleString("en-US")} characters`,
      override: false
    }),
    jsonSchema: { maxLength: maxPromptChars }
  })
)

/** One prompt. */
export const AskRequest = Schema.Struct({
  prompt: Prompt.annotations({
    description: "The prompt: at least one non-blank character, at most 10,000 characters."
  })
}).annotations({
  identifier: "AskRequest",
  description: "One prompt.",
  parseOptions: { errors: "all", onExcessProperty: "error" }
})
/** The answer to one prompt. */
export const AskResponse = Schema.Struct({
  id: Schema.UUID.annotations({ description: "The id of this recorded exchange." }),
  response: Schema.String.annotations({ description: "The answer." })
}).annotations({ identifier: "AskResponse", description: "The answer to one prompt." })

/** Liveness. */
export const Health = Schema.Struct({
  status: Schema.Literal("ok").annotations({ description: "Always `ok`: the process answers." })
}).annotations({ identifier: "Health", description: "Liveness." })
/** Readiness. */
export const Ready = Schema.Struct({
  status: Schema.Literal("ready").annotations({ description: "Always `ready`: the database answers." }),
  database: Schema.Literal("postgres", "pglite").annotations({ description: "The database in use." })
}).annotations({ identifier: "Ready", description: "Readiness." })

/** A session signed out (`POST /v1/sessions/actions/sign_out`). */
export const SignedOut = Schema.Struct({
  revoked: Schema.Literal(true).annotations({
    description: "Always `true`: the session token no longer authenticates."
  })
}).annotations({ identifier: "SignedOut", description: "The session that made the call is revoked." })
