/**
 * Schemas of the platform endpoints: whoami (4.19), usage summary (2.15, 4.14), single-prompt
 * ask (4.20), health, and the admin API.
 */
import { Schema } from "effect"

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
export const Scope = Schema.Literal(...scopes)
export type Scope = typeof Scope.Type

/** An empty JSON object (extra keys are ignored). */
export const EmptyRequest = Schema.Struct({}).annotations({ identifier: "EmptyRequest" })

export const WhoamiResponse = Schema.Struct({ user_id: Schema.String }).annotations({
  identifier: "WhoamiResponse"
})

const NonNegativeInt = Schema.Int.pipe(Schema.nonNegative())

export const UsageSummary = Schema.Struct({
  total_calls: NonNegativeInt,
  total_credits: NonNegativeInt,
  per_component: Schema.Array(
    Schema.Struct({ component: Schema.String, calls: NonNegativeInt, credits: NonNegativeInt })
  ),
  daily_series: Schema.Array(
    Schema.Struct({
      date: Schema.Literal("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
      requests: NonNegativeInt
    })
  ).pipe(Schema.itemsCount(7))
}).annotations({ identifier: "UsageSummary" })

/** A string with at least one non-whitespace character. */
export const NonBlank = Schema.String.pipe(
  Schema.filter((s) => s.trim().length > 0, { message: () => "must not be empty" })
)

export const AskRequest = Schema.Struct({ prompt: NonBlank }).annotations({ identifier: "AskRequest" })
export const AskResponse = Schema.Struct({ id: Schema.UUID, response: Schema.String }).annotations({
  identifier: "AskResponse"
})

export const Health = Schema.Struct({ status: Schema.Literal("ok") })
export const Ready = Schema.Struct({
  status: Schema.Literal("ready"),
  database: Schema.Literal("postgres", "pglite")
})

// ---- admin -------------------------------------------------------------------------------

/** Longest token lifetime accepted: 100 years, in seconds. */
export const maxLifetimeSeconds = 3_155_760_000
const Lifetime = Schema.Int.pipe(Schema.between(1, maxLifetimeSeconds))

export const AccountIdParams = Schema.Struct({ account_id: Schema.UUID })
export const KeyIdParams = Schema.Struct({ key_id: Schema.UUID })

export const CreateAccountRequest = Schema.Struct({
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255))
})
export const CreateAccountResponse = Schema.Struct({ account_id: Schema.UUID, api_key: Schema.String })

export const CreateKeyRequest = Schema.Struct({
  scopes: Schema.optional(Schema.Array(Scope)),
  expires_in_seconds: Schema.optional(Lifetime)
})
export const CreateKeyResponse = Schema.Struct({ key_id: Schema.UUID, api_key: Schema.String })
export const RevokeKeyResponse = Schema.Struct({ revoked: Schema.Literal(true) })

export const CreateSessionRequest = Schema.Struct({ ttl_seconds: Schema.optional(Lifetime) })
export const CreateSessionResponse = Schema.Struct({
  session_token: Schema.String,
  expires_at: Schema.String
})

/** Largest single adjustment, in credits. */
export const maxAdjustment = 1_000_000_000
export const CreditsRequest = Schema.Struct({
  amount: Schema.Int.pipe(Schema.between(-maxAdjustment, maxAdjustment)),
  reason: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(1000))
})
export const CreditsResponse = Schema.Struct({ balance: NonNegativeInt })
export const AccountResponse = Schema.Struct({
  account_id: Schema.UUID,
  name: Schema.String,
  balance: NonNegativeInt,
  provisioned: Schema.Boolean
})
