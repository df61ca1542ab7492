/**
 * Handlers of the social-memory group (spec 4.5-4.7): one `Memory` call each, for the
 * authenticated account.
 *
 * - ingest: never billed and never 400 (spec 7): a body over the edge's size cap is answered
 *   422 here, like every other ingest limit. `Idempotency-Key` runs under
 *   `Idempotency.atomic` inside the service (the record and the append are one transaction),
 *   so concurrent repeats append once; the same key with another body is 422 saying so.
 * - recall and ask: checked first (422/400, nothing held), then billed (hold, charged only
 *   when the answer is produced), under the generic `Idempotency-Key` guard.
 */
import { Api, Errors, SocialMemory as S, Security } from "@cis/contract"
import { Billing, type Idempotency, Memory } from "@cis/services"
import { HttpApiBuilder, HttpApiError, type HttpApiGroup, HttpServerRequest } from "@effect/platform"
import { Effect, type Layer, Schema } from "effect"
import { orUnavailable } from "../Database.js"
import { header, idempotent } from "../Idempotent.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

const decodeIngest = Schema.decodeUnknown(S.IngestRequest)

/** The Idempotency-Key of the request: absent, or non-empty (an empty one is 422). */
const idempotencyKey = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
  const key = request.headers[header]
  return key !== undefined && key.trim() === ""
    ? Effect.fail(
        new Errors.RequestInvalid({
          message: "The Idempotency-Key header is empty; send a non-empty key, or no header.",
          status: 422,
          code: "VALIDATION_ERROR",
          details: [{ loc: ["header", "Idempotency-Key"], msg: "must not be empty", type: "value" }]
        })
      )
    : Effect.succeed(key)
})

/** Ingest is never 400: a body over the size cap is a 422 like its other limits. */
const bodyTooLarge = (e: Errors.InputRejected) =>
  new Errors.RequestInvalid({
    message: `${e.message} Split the transcript into several ingest calls (at most ${S.maxIngestMessages.toLocaleString("en-US")} messages each).`,
    status: 422,
    code: "VALIDATION_ERROR",
    details: [{ loc: ["body"], msg: "is too large", type: "too_long" }]
  })

export const SocialMemoryLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "socialMemory">,
  never,
  Memory.Memory | Billing.Billing | Idempotency.Idempotency | Security.SocialMemoryAuth
> = HttpApiBuilder.group(Api.Api, "socialMemory", (handlers) =>
  Effect.gen(function* () {
    const memory = yield* Memory.Memory
    const billing = yield* Billing.Billing
    return handlers
      .handleRaw("ingest", ({ request }) =>
        Effect.gen(function* () {
          const id = yield* account
          // The edge's body reader fails with its own errors (over the cap: InputRejected); all
          // but the size are rendered by the edge as for any endpoint.
          const body = yield* request.json.pipe(
            Effect.catchAll((e: unknown) =>
              e instanceof Errors.InputRejected ? Effect.fail(bodyTooLarge(e)) : Effect.die(e)
            )
          )
          const payload = yield* decodeIngest(body).pipe(
            Effect.catchTag("ParseError", HttpApiError.HttpApiDecodeError.refailParseError)
          )
          const key = yield* idempotencyKey
          return yield* orUnavailable(
            memory.ingest(id, payload, key).pipe(
              Effect.catchTags({
                IdempotencyKeyReused: (e) =>
                  Effect.fail(
                    new Errors.RequestInvalid({
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
                  ),
                // Ingest's records are written in the append's own transaction, never left
                // pending: a pending one would be a defect.
                IdempotencyKeyInFlight: (e) => Effect.die(e)
              })
            )
          )
        })
      )
      .handle("recall", ({ payload }) =>
        Effect.gen(function* () {
          const id = yield* account
          yield* Memory.checkRecall(payload)
          return yield* orUnavailable(
            idempotent({
              accountId: id,
              operation: "social-memory.recall",
              request: payload,
              response: S.RecallResponse,
              work: billing.billed({ accountId: id, action: "social-memory.recall" }, () =>
                memory.recall(id, payload)
              )
            })
          )
        })
      )
      .handle("ask", ({ payload }) =>
        Effect.gen(function* () {
          const id = yield* account
          yield* Memory.checkAsk(payload)
          return yield* orUnavailable(
            idempotent({
              accountId: id,
              operation: "social-memory.ask",
              request: payload,
              response: S.AskResponse,
              work: billing.billed({ accountId: id, action: "social-memory.ask" }, () =>
                memory.ask(id, payload)
              )
            })
          )
        })
      )
  })
)
