/**
 * Schemas of the admin API (the operator's: accounts, keys, sessions, credits).
 */
import { Schema } from "effect"
import { Scope } from "../platform/Schemas.js"

/** Longest token lifetime accepted: 100 years, in seconds. */
export const maxLifetimeSeconds = 3_155_760_000
const Lifetime = Schema.Int.pipe(Schema.between(1, maxLifetimeSeconds))
const NonNegativeInt = Schema.Int.pipe(Schema.nonNegative())
const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

/** Path parameters. */
export const AccountIdParams = Schema.Struct({
  account_id: Schema.UUID.annotations({ description: "The account's id." })
}).annotations(all)
/** Path parameters. */
export const KeyIdParams = Schema.Struct({
  key_id: Schema.UUID.annotations({ description: "The API key's or session's id." })
}).annotations(all)

/** A new account. */
export const CreateAccountRequest = Schema.Struct({
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255)).annotations({
    description: "The account's name, 1-255 characters."
  })
}).annotations({ identifier: "CreateAccountRequest", description: "A new account.", ...all })
/** The account and its first key. */
export const CreateAccountResponse = Schema.Struct({
  account_id: Schema.UUID.annotations({ description: "The new account's id." }),
  api_key: Schema.String.annotations({ description: "Its first API key (all scopes); shown only this once." })
}).annotations({ identifier: "CreateAccountResponse", description: "The account and its first key." })

/** A new API key. */
export const CreateKeyRequest = Schema.Struct({
  scopes: Schema.optional(
    Schema.Array(Scope)
      .pipe(
        Schema.minItems(1, {
          message: () => "must list at least 1 scope; omit `scopes` for a key that may call everything"
        })
      )
      .annotations({
        description: "Components the key may call, at least 1; omit for all of them (`[]` is refused)."
      })
  ),
  expires_in_seconds: Schema.optional(
    Lifetime.annotations({ description: "Lifetime in seconds (1 to 100 years); omit for none." })
  )
}).annotations({ identifier: "CreateKeyRequest", description: "A new API key.", ...all })
/** The new key. */
export const CreateKeyResponse = Schema.Struct({
  key_id: Schema.UUID.annotations({ description: "The key's id (to revoke it)." }),
  api_key: Schema.String.annotations({ description: "The key; shown only this once." })
}).annotations({ identifier: "CreateKeyResponse", description: "The new key." })
/** The token is revoked. */
export const RevokeKeyResponse = Schema.Struct({
  revoked: Schema.Literal(true).annotations({ description: "Always true." })
}).annotations({ identifier: "RevokeKeyResponse", description: "The token is revoked." })

/** A new session token. */
export const CreateSessionRequest = Schema.Struct({
  ttl_seconds: Schema.optional(
    Lifetime.annotations({ description: "Lifetime in seconds (1 to 100 years); default 24 hours." })
  )
}).annotations({ identifier: "CreateSessionRequest", description: "A new session token.", ...all })
/** The new session token. */
export const CreateSessionResponse = Schema.Struct({
  session_id: Schema.String.annotations({
    description: "The session's id: revoke it with `DELETE /v1/admin/api-keys/{session_id}`."
  }),
  session_token: Schema.String.annotations({ description: "The session token; shown only this once." }),
  expires_at: Schema.String.annotations({ description: "When it expires (ISO 8601)." })
}).annotations({ identifier: "CreateSessionResponse", description: "The new session token." })

/** Largest single adjustment, in credits. */
export const maxAdjustment = 1_000_000_000

/** The largest balance an account may hold (the column is a 32-bit integer). */
export const maxBalance = 2_000_000_000
/** A credit adjustment. */
export const CreditsRequest = Schema.Struct({
  amount: Schema.Int.pipe(Schema.between(-maxAdjustment, maxAdjustment)).annotations({
    description: "Credits to grant (positive) or debit (negative)."
  }),
  reason: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(1000)).annotations({
    description: "Why, for the ledger: 1-1000 characters."
  })
}).annotations({ identifier: "CreditsRequest", description: "A credit adjustment.", ...all })
/** The new balance. */
export const CreditsResponse = Schema.Struct({
  balance: NonNegativeInt.annotations({ description: "The balance after the adjustment." })
}).annotations({ identifier: "CreditsResponse", description: "The new balance." })
/** An account. */
export const AccountResponse = Schema.Struct({
  account_id: Schema.UUID.annotations({ description: "The account's id." }),
  name: Schema.String.annotations({ description: "The account's name." }),
  balance: NonNegativeInt.annotations({ description: "Credits held by the account." }),
  provisioned: Schema.Boolean.annotations({
    description: "Whether the first billable call has granted the initial allowance."
  })
}).annotations({ identifier: "AccountResponse", description: "An account." })
