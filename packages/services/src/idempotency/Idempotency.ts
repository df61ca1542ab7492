/**
 * `Idempotency-Key` for every POST that bills or creates something (decisions.md): per
 * account, the same key with the same body replays the recorded response and does nothing
 * more; the same key with a different body (or on another operation) fails with
 * {@link IdempotencyKeyReused} (422 VALIDATION_ERROR at the edge, saying so). Records are
 * kept at least {@link retentionHours} hours; {@link IdempotencyService.sweep} deletes older
 * ones, and an older record no longer blocks its key.
 *
 * Two ways to guard a call:
 * - {@link IdempotencyService.atomic}: the record is taken, the work done and the response
 *   recorded in one transaction (the work joins it). A concurrent repeat waits on the key's
 *   unique index until the first commits, then replays; if the first rolls back, the repeat
 *   runs. So N concurrent repeats do the work exactly once.
 * - {@link IdempotencyService.reserved}: for work that is not one transaction (a model call,
 *   a job start): a pending record is committed first, completed with the response after the
 *   work, and removed when the work fails or is interrupted, so that a retry can run. A
 *   repeat that finds the record pending waits for it (polling) up to `waitFor`, then fails
 *   with {@link IdempotencyKeyInFlight}. A pending record older than {@link pendingMinutes}
 *   minutes (its process died) no longer blocks its key.
 */
import { createHash } from "node:crypto"
import { type DatabaseError, Db, type Json, jsonb } from "@cis/db"
import { Context, Duration, Effect, Layer, Option, Schema } from "effect"
import { sql } from "kysely"

/** The same key was sent with a different body or on another operation (422 VALIDATION_ERROR). */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", {
  message: Schema.String,
  key: Schema.String
}) {}

/**
 * A repeat arrived while the first call with its key is still running and did not finish in
 * time (`reserved` only; 409 CONFLICT at the edge: retry later).
 */
export class IdempotencyKeyInFlight extends Schema.TaggedError<IdempotencyKeyInFlight>()(
  "IdempotencyKeyInFlight",
  {
    message: Schema.String,
    key: Schema.String
  }
) {}

/** How long a record is kept and replayed, in hours (at least 24, decisions.md). */
export const retentionHours = 24
/** Age after which a pending record of `reserved` is taken to be abandoned, in minutes. */
export const pendingMinutes = 10
/** Longest `Idempotency-Key`, in characters (longer keys are hashed, so they still work). */
export const maxKeyLength = 255

/** The owner of the operator's keys (admin calls that create an account): the nil UUID. */
export const operator = "00000000-0000-0000-0000-000000000000"

/** What guards one call. */
export interface Guard<A, I> {
  readonly accountId: string
  /** The client's key; undefined runs the work unguarded. */
  readonly key: string | undefined
  /** The operation, e.g. `social-memory.ingest`: a key is bound to one operation. */
  readonly operation: string
  /**
   * The request as decoded, hashed canonically (object keys sorted); or its hash already
   * computed elsewhere ({@link HashedRequest}, e.g. on a compute thread for a large body).
   */
  readonly request: unknown
  /** Encodes the response for the record and decodes it on replay. */
  readonly response: Schema.Schema<A, I>
}

export interface IdempotencyService {
  /** The work, its key record and its recorded response in one transaction (see the module comment). */
  readonly atomic: <A, I, E, R>(
    guard: Guard<A, I>,
    work: Effect.Effect<A, E, R>
  ) => Effect.Effect<A, E | IdempotencyKeyReused | IdempotencyKeyInFlight | DatabaseError, R>
  /** A pending record first, the work outside any transaction, then the response (see the module comment). */
  readonly reserved: <A, I, E, R>(
    guard: Guard<A, I>,
    work: Effect.Effect<A, E, R>,
    options?: { readonly waitFor?: Duration.DurationInput }
  ) => Effect.Effect<A, E | IdempotencyKeyReused | IdempotencyKeyInFlight | DatabaseError, R>
  /** Deletes records older than the retention; returns how many. */
  readonly sweep: Effect.Effect<number, DatabaseError>
}

export class Idempotency extends Context.Tag("@cis/services/Idempotency")<
  Idempotency,
  IdempotencyService
>() {}

const canonical = (u: unknown): unknown =>
  Array.isArray(u)
    ? u.map(canonical)
    : u !== null && typeof u === "object"
      ? Object.fromEntries(
          Object.entries(u as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)])
        )
      : u

/** SHA-256 of the canonical JSON of `request` (object keys sorted, undefined fields dropped). */
export const requestHash = (request: unknown): string =>
  createHash("sha256")
    .update(JSON.stringify(canonical(request)))
    .digest("hex")

/** A request's {@link requestHash}, computed where the request was parsed. */
export class HashedRequest {
  constructor(readonly sha256: string) {}
}

const hashOf = (request: unknown): string =>
  request instanceof HashedRequest ? request.sha256 : requestHash(request)

/** The stored key: as given up to {@link maxKeyLength} characters, else its SHA-256. */
export const storedKey = (key: string): string =>
  key.length <= maxKeyLength ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`

interface Row {
  readonly operation: string
  readonly request_hash: string
  readonly response: Json | null
}

export const make = Effect.gen(function* () {
  const db = yield* Db

  /** Inserts the record, or takes over a stale one; true when this call owns the key. */
  const claim = (accountId: string, key: string, operation: string, hash: string) =>
    db
      .query((k) =>
        sql<{ one: number }>`
          insert into idempotency_keys as ik (account_id, key, operation, request_hash)
          values (${accountId}, ${key}, ${operation}, ${hash})
          on conflict (account_id, key) do update
            set operation = excluded.operation, request_hash = excluded.request_hash, response = null,
                created_at = now(), completed_at = null
            where ik.created_at < now() - make_interval(hours => ${retentionHours})
               or (ik.response is null and ik.created_at < now() - make_interval(mins => ${pendingMinutes}))
          returning 1 as one`.execute(k)
      )
      .pipe(Effect.map((r) => r.rows.length > 0))

  const read = (accountId: string, key: string) =>
    db.query(
      (k) =>
        k
          .selectFrom("idempotency_keys")
          .select(["operation", "request_hash", "response"])
          .where("account_id", "=", accountId)
          .where("key", "=", key)
          .executeTakeFirst() as Promise<Row | undefined>
    )

  const complete = <A, I>(guard: Guard<A, I>, key: string, a: A) =>
    Effect.flatMap(Schema.encode(guard.response)(a).pipe(Effect.orDie), (encoded) =>
      db.query((k) =>
        k
          .updateTable("idempotency_keys")
          .set({ response: jsonb(encoded as Json), completed_at: new Date() })
          .where("account_id", "=", guard.accountId)
          .where("key", "=", key)
          .execute()
      )
    )

  /** What an existing record means for a repeat: a replay, a mismatch, or still pending (None). */
  const settle = <A, I>(guard: Guard<A, I>, key: string, hash: string, row: Row) =>
    row.operation !== guard.operation || row.request_hash !== hash
      ? Effect.fail(
          new IdempotencyKeyReused({
            key,
            message:
              row.operation !== guard.operation
                ? `This Idempotency-Key was already used for another operation (${row.operation}); use a new key for a new request.`
                : "This Idempotency-Key was already used with a different request body; use a new key for a new request, or resend the original body to get its response."
          })
        )
      : row.response === null
        ? Effect.succeed(undefined)
        : Effect.map(
            Schema.decodeUnknown(guard.response)(row.response).pipe(Effect.orDie),
            (a): { readonly replay: A } => ({ replay: a })
          )

  const inFlight = (key: string) =>
    new IdempotencyKeyInFlight({
      key,
      message: "A request with this Idempotency-Key is still being processed; retry in a few seconds."
    })

  const atomic: IdempotencyService["atomic"] = (guard, work) => {
    if (guard.key === undefined) return work
    const key = storedKey(guard.key)
    const hash = hashOf(guard.request)
    const attempt = db.transaction(
      Effect.gen(function* () {
        if (yield* claim(guard.accountId, key, guard.operation, hash)) {
          const a = yield* work
          yield* complete(guard, key, a)
          return a
        }
        const row = yield* read(guard.accountId, key)
        // Swept between the two statements: take the key on a second attempt.
        if (row === undefined) return yield* Effect.die(new RetryClaim())
        const settled = yield* settle(guard, key, hash, row)
        if (settled === undefined) return yield* Effect.fail(inFlight(key))
        return settled.replay
      })
    )
    return attempt.pipe(
      Effect.catchSomeDefect((d) => (d instanceof RetryClaim ? Option.some(attempt) : Option.none())),
      Effect.withSpan("Idempotency.atomic", { attributes: { operation: guard.operation } })
    )
  }

  const reserved: IdempotencyService["reserved"] = <A, I, E, R>(
    guard: Guard<A, I>,
    work: Effect.Effect<A, E, R>,
    options?: { readonly waitFor?: Duration.DurationInput }
  ) => {
    if (guard.key === undefined) return work
    const key = storedKey(guard.key)
    const hash = hashOf(guard.request)
    const deadline = Duration.toMillis(options?.waitFor ?? "10 seconds")
    const release = db
      .query((k) =>
        k
          .deleteFrom("idempotency_keys")
          .where("account_id", "=", guard.accountId)
          .where("key", "=", key)
          .where("response", "is", null)
          .execute()
      )
      .pipe(Effect.ignoreLogged)
    const loop = (
      waited: number
    ): Effect.Effect<A, E | IdempotencyKeyReused | IdempotencyKeyInFlight | DatabaseError, R> =>
      Effect.gen(function* () {
        if (yield* claim(guard.accountId, key, guard.operation, hash)) {
          const a = yield* Effect.onExit(work, (exit) => (exit._tag === "Failure" ? release : Effect.void))
          yield* complete(guard, key, a)
          return a
        }
        const row = yield* read(guard.accountId, key)
        if (row === undefined) return yield* loop(waited)
        const settled = yield* settle(guard, key, hash, row)
        if (settled !== undefined) return settled.replay
        if (waited >= deadline) return yield* Effect.fail(inFlight(key))
        yield* Effect.sleep("100 millis")
        return yield* loop(waited + 100)
      })
    return loop(0).pipe(
      Effect.withSpan("Idempotency.reserved", { attributes: { operation: guard.operation } })
    )
  }

  const sweep = db
    .query((k) =>
      sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${retentionHours})`.execute(
        k
      )
    )
    .pipe(
      Effect.map((r) => Number(r.numAffectedRows ?? 0)),
      Effect.withSpan("Idempotency.sweep")
    )

  return { atomic, reserved, sweep } satisfies IdempotencyService
})

class RetryClaim {
  readonly _tag = "RetryClaim"
}

export const layer = Layer.effect(Idempotency, make)
