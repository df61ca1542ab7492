/**
 * `Idempotency-Key` on every POST that bills or creates something (decisions.md): the handler's
 * work runs under `Idempotency.reserved` (it is not one transaction: jobs start, models are
 * called), keyed per account. The same key with the same request replays the first answer and
 * does nothing more; with another request it is `422 VALIDATION_ERROR` saying so; while the
 * first is still running a repeat waits up to {@link inFlightWait}, then gets `409 CONFLICT`.
 */
import { Errors } from "@cis/contract"
import type { DatabaseError } from "@cis/db"
import { Idempotency } from "@cis/services"
import { HttpServerRequest } from "@effect/platform"
import { Effect, type Schema } from "effect"

/** How long a repeat waits for the first request with its key before `409 CONFLICT`. */
export const inFlightWait = "2 seconds"

/** The request header carrying the key. */
export const header = "idempotency-key"

/**
 * Runs `work` guarded by the request's `Idempotency-Key` (unguarded without one). `request`
 * is what identifies the call (the decoded payload, and the path where it names a resource).
 */
export const idempotent = <A, I, E, R, E2 = never, R2 = never>(options: {
  readonly accountId: string
  /** Runs first when a key is sent: e.g. that the account of the path exists (404 else). */
  readonly precheck?: Effect.Effect<unknown, E2, R2>
  readonly operation: string
  readonly request: unknown
  readonly response: Schema.Schema<A, I>
  readonly work: Effect.Effect<A, E, R>
}): Effect.Effect<
  A,
  E | E2 | Errors.RequestInvalid | Errors.IdempotencyConflict | DatabaseError,
  R | R2 | Idempotency.Idempotency | HttpServerRequest.HttpServerRequest
> =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const key = request.headers[header]
    if (key !== undefined && key.trim() === "") {
      return yield* new Errors.RequestInvalid({
        message: "The Idempotency-Key header is empty; send a non-empty key, or no header.",
        status: 422,
        code: "VALIDATION_ERROR",
        details: [{ loc: ["header", "Idempotency-Key"], msg: "must not be empty", type: "value" }]
      })
    }
    if (key !== undefined && options.precheck !== undefined) yield* options.precheck
    const idempotency = yield* Idempotency.Idempotency
    return yield* idempotency
      .reserved(
        {
          accountId: options.accountId,
          key,
          operation: options.operation,
          request: options.request,
          response: options.response
        },
        options.work,
        { waitFor: inFlightWait }
      )
      .pipe(
        Effect.mapError((e) =>
          e instanceof Idempotency.IdempotencyKeyReused
            ? new Errors.RequestInvalid({
                message: e.message,
                status: 422,
                code: "VALIDATION_ERROR",
                details: [
                  {
                    loc: ["header", "Idempotency-Key"],
                    msg: "was already used with a different request",
                    type: "value"
                  }
                ]
              })
            : e instanceof Idempotency.IdempotencyKeyInFlight
              ? new Errors.IdempotencyConflict({ message: e.message })
              : (e as E | DatabaseError)
        )
      )
  })
