/**
 * Type-level: a handler whose error channel holds an error its endpoint does not declare does
 * not compile (`pnpm typecheck` fails on an unused `@ts-expect-error`). The runtime part only
 * checks that the well-typed handlers are what the builder returns.
 */
import { Api, Errors } from "@cis/contract"
import { DatabaseError } from "@cis/db"
import { HttpApiBuilder } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"

const declared = [
  // whoami declares its middleware's errors (401, 403, 503) and the API's 500.
  HttpApiBuilder.handler(Api.Api, "platform", "whoami", () =>
    Effect.fail(new Errors.DatabaseUnavailable({ message: "down" }))
  ),
  // a poll declares 404.
  HttpApiBuilder.handler(Api.Api, "personas", "population", () =>
    Effect.fail(new Errors.NotFound({ message: "no such job" }))
  ),
  // /v1/ask declares 502.
  HttpApiBuilder.handler(Api.Api, "platform", "ask", () =>
    Effect.fail(new Errors.UpstreamUnavailable({ message: "provider down" }))
  ),
  // analyze declares 400 (too large, not analyzable) and 402.
  HttpApiBuilder.handler(Api.Api, "socialObservability", "analyze", () =>
    Effect.fail(new Errors.InputRejected({ message: "too large" }))
  ),
  HttpApiBuilder.handler(Api.Api, "foresee", "foresee", () =>
    Effect.fail(new Errors.CreditsExhausted({ message: "x", price: 5, available: 0 }))
  )
]

const undeclared = [
  HttpApiBuilder.handler(Api.Api, "platform", "whoami", () =>
    // @ts-expect-error whoami cannot answer 404
    Effect.fail(new Errors.NotFound({ message: "x" }))
  ),
  HttpApiBuilder.handler(Api.Api, "platform", "usageSummary", () =>
    // @ts-expect-error usage-summary cannot answer 502 (the old document listed it)
    Effect.fail(new Errors.UpstreamUnavailable({ message: "x" }))
  ),
  HttpApiBuilder.handler(Api.Api, "admin", "getAccount", () =>
    // @ts-expect-error the database's own error must be mapped to DatabaseUnavailable (503) first
    Effect.fail(new DatabaseError({ cause: "x" }))
  ),
  HttpApiBuilder.handler(Api.Api, "socialObservability", "report", () =>
    // @ts-expect-error reading a stored report is not billed: no 402
    Effect.fail(new Errors.CreditsExhausted({ message: "x", price: 1, available: 0 }))
  ),
  HttpApiBuilder.handler(Api.Api, "socialLearning", "extract", () =>
    // @ts-expect-error an unknown report id is `null`, never 404 (and extract has no ids)
    Effect.fail(new Errors.NotFound({ message: "x" }))
  ),
  HttpApiBuilder.handler(Api.Api, "admin", "createAccount", () =>
    // @ts-expect-error admin endpoints are not billed: no 402
    Effect.fail(new Errors.CreditsExhausted({ message: "x", price: 1, available: 0 }))
  )
]

describe("handler error channels", () => {
  it("are plain functions once typed (the checks above are the compiler's)", () => {
    for (const h of [...declared, ...undeclared]) expect(typeof h).toBe("function")
  })
})
