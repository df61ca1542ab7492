/**
 * `Idempotency-Key` on every POST that bills or creates something (decisions, turn 2): the
 * same key with the same request within {@link windowHours} hours replays the first
 * response and bills nothing more; the same key with another request is `422`. Keys are per
 * account.
 *
 * The key row is inserted in the same transaction as the request's own writes (ambient
 * transactions: a start's hold and job join it), and the response is recorded in it before
 * the commit. So a retry that arrives while the first request runs waits on the key's row
 * and then replays its response; a request that fails leaves no key (its transaction rolled
 * back) and may be retried with it.
 */
import { createHash } from "node:crypto"
import { Errors } from "@cis/contract"
import { type DatabaseError, Db, type Json, jsonb } from "@cis/db"
import { Context, Effect, Layer, Schema } from "effect"
import { sql } from "kysely"

/** How long a key is remembered. */
export const windowHours = 24

/** Longest accepted key. */
export const maxKeyLength = 255

export interface OnceRequest<A> {
  readonly accountId: string
  /** The `Idempotency-Key` header; none runs the request as is. */
  readonly key: string | undefined
  /** The endpoint (e.g. `personas.generate`): the same key on another endpoint is another request. */
  readonly endpoint: string
  /** The request body as sent (JSON); compared by its canonical form. */
  readonly body: Json
  /** The response schema: the recorded response is its encoded form. */
  readonly response: Schema.Schema<A, any>
}

export interface IdempotencyService {
  /** Runs `effect` at most once per (account, key); see the module comment. */
  readonly once: <A, E, R>(
    request: OnceRequest<A>,
    effect: Effect.Effect<A, E, R>
  ) => Effect.Effect<A, E | Errors.RequestInvalid | DatabaseError, R>
}

export class Idempotency extends Context.Tag("@cis/services/Idempotency")<
  Idempotency,
  IdempotencyService
>() {}

/** JSON with object keys sorted at every level: equal requests, equal text. */
export const canonical = (value: Json | undefined): string => {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null)
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v)).join(",")}]`
  const o = value as { readonly [k: string]: Json | undefined }
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
    .join(",")}}`
}

const invalidKey = (msg: string) =>
  new Errors.RequestInvalid({
    message: `Idempotency-Key ${msg}.`,
    status: 422,
    code: "VALIDATION_ERROR",
    details: [{ loc: ["header", "idempotency-key"], msg, type: "value" }]
  })

export const make = Effect.gen(function* () {
  const db = yield* Db

  const once: IdempotencyService["once"] = (request, effect) =>
    Effect.gen(function* () {
      const key = request.key
      if (key === undefined) return yield* effect
      if (key.length === 0 || key.length > maxKeyLength || /[^\x21-\x7e]/.test(key)) {
        return yield* invalidKey(`must be 1 to ${maxKeyLength} printable ASCII characters without spaces`)
      }
      const hash = createHash("sha256")
        .update(`${request.endpoint}\n${canonical(request.body)}`)
        .digest("hex")
      return yield* db.transaction(
        Effect.gen(function* () {
          yield* db.query((k) =>
            k
              .deleteFrom("idempotency_keys")
              .where("account_id", "=", request.accountId)
              .where("key", "=", key)
              .where("created_at", "<", sql<Date>`now() - make_interval(hours => ${windowHours})`)
              .execute()
          )
          // Waits for a first request with this key still in flight (its row is locked).
          const inserted = yield* db.query((k) =>
            k
              .insertInto("idempotency_keys")
              .values({ account_id: request.accountId, key, request_hash: hash, response: null })
              .onConflict((oc) => oc.columns(["account_id", "key"]).doNothing())
              .returning("key")
              .executeTakeFirst()
          )
          if (inserted === undefined) {
            const row = yield* db.query((k) =>
              k
                .selectFrom("idempotency_keys")
                .select(["request_hash", "response"])
                .where("account_id", "=", request.accountId)
                .where("key", "=", key)
                .executeTakeFirstOrThrow()
            )
            if (row.request_hash !== hash || row.response === null) {
              return yield* invalidKey("was already used with a different request")
            }
            return yield* Schema.decodeUnknown(request.response)(row.response).pipe(Effect.orDie)
          }
          const result = yield* effect
          const encoded = (yield* Schema.encode(request.response)(result).pipe(Effect.orDie)) as Json
          yield* db.query((k) =>
            k
              .updateTable("idempotency_keys")
              .set({ response: jsonb(encoded) })
              .where("account_id", "=", request.accountId)
              .where("key", "=", key)
              .execute()
          )
          return result
        })
      )
    }).pipe(Effect.withSpan("Idempotency.once", { attributes: { endpoint: request.endpoint } }))

  return { once } satisfies IdempotencyService
})

export const layer = Layer.effect(Idempotency, make)
