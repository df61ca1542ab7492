import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Endpoints, Errors, OpenApiDoc, Platform } from "../src/index.js"

describe("error envelope", () => {
  it("maps every client-visible error to the status and code of spec section 7", () => {
    const cases: Array<[Errors.ApiError, number, string]> = [
      [new Errors.AuthenticationFailed({ message: "m" }), 401, "UNAUTHORIZED"],
      [new Errors.Forbidden({ message: "m" }), 403, "forbidden"],
      [new Errors.CreditsExhausted({ message: "m", price: 1, available: 0 }), 402, "PAYMENT_REQUIRED"],
      [
        new Errors.RequestInvalid({ message: "m", status: 422, code: "VALIDATION_ERROR", details: [] }),
        422,
        "VALIDATION_ERROR"
      ],
      [
        new Errors.RequestInvalid({ message: "m", status: 422, code: "validation_failed", details: [] }),
        422,
        "validation_failed"
      ],
      [
        new Errors.RequestInvalid({ message: "m", status: 400, code: "VALIDATION_ERROR", details: [] }),
        400,
        "VALIDATION_ERROR"
      ],
      [new Errors.InputRejected({ message: "m" }), 400, "VALIDATION_ERROR"],
      [new Errors.NotFound({ message: "m" }), 404, "NOT_FOUND"],
      [new Errors.MethodNotAllowed({ message: "m", allow: ["POST"] }), 405, "METHOD_NOT_ALLOWED"],
      [new Errors.UpstreamUnavailable({ message: "m" }), 502, "UPSTREAM_ERROR"],
      [new Errors.DatabaseUnavailable({ message: "m" }), 503, "DATABASE_ERROR"],
      [new Errors.InternalError({ message: "m", request_id: "r" }), 500, "INTERNAL_ERROR"]
    ]
    for (const [e, status, code] of cases) {
      const out = Errors.envelope(e)
      expect(out.status).toBe(status)
      expect(out.body.error.code).toBe(code)
      expect(Schema.is(Errors.ErrorEnvelope)(out.body)).toBe(true)
    }
  })
})

describe("endpoint descriptors", () => {
  it("have unique ids and unique method + path pairs", () => {
    const ids = Endpoints.all.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    const routes = Endpoints.all.map((e) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it("put every /v1 endpoint behind a token and every bearer endpoint under a scope", () => {
    for (const e of Endpoints.all) {
      if (e.path.startsWith("/v1/")) expect(e.auth, e.id).not.toBe("none")
      if (e.auth === "bearer") expect(Platform.scopes, e.id).toContain(e.scope)
    }
  })
})

describe("OpenAPI document", () => {
  const doc = OpenApiDoc.document(Endpoints.all)
  it("lists every endpoint with its method, and every error response references the envelope", () => {
    for (const e of Endpoints.all) {
      const path = e.path.replace(/:([A-Za-z_]+)/g, "{$1}")
      const op = (doc.paths as any)[path]?.[e.method.toLowerCase()]
      expect(op, `${e.method} ${path}`).toBeDefined()
      for (const [status, resp] of Object.entries(op.responses as Record<string, any>)) {
        if (Number(status) >= 400) {
          expect(resp.content["application/json"].schema.$ref).toBe("#/components/schemas/ErrorEnvelope")
        }
      }
      expect(Object.keys(op.responses)).toContain("500")
      if (e.payload || e.params) expect(Object.keys(op.responses)).toContain(String(e.invalid.status))
    }
    expect(JSON.stringify(doc)).not.toContain("HttpApiDecodeError")
  })
})

describe("schemas", () => {
  it("usage summaries round-trip and need exactly seven days", () => {
    const day = fc.record({
      date: fc.constantFrom("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
      requests: fc.nat()
    })
    fc.assert(
      fc.property(fc.array(day, { minLength: 7, maxLength: 7 }), fc.nat(), (series, calls) => {
        const value = { total_calls: calls, total_credits: calls, per_component: [], daily_series: series }
        const encoded = Schema.encodeSync(Platform.UsageSummary)(value as never)
        expect(Schema.decodeUnknownSync(Platform.UsageSummary)(encoded)).toEqual(value)
      })
    )
    expect(() =>
      Schema.decodeUnknownSync(Platform.UsageSummary)({
        total_calls: 0,
        total_credits: 0,
        per_component: [],
        daily_series: []
      })
    ).toThrow()
  })

  it("refuses blank prompts and unknown scopes", () => {
    expect(Schema.is(Platform.AskRequest)({ prompt: "  " })).toBe(false)
    expect(Schema.is(Platform.AskRequest)({ prompt: "hi" })).toBe(true)
    expect(Schema.is(Platform.CreateKeyRequest)({ scopes: ["personas", "nope"] })).toBe(false)
    expect(Schema.is(Platform.CreateKeyRequest)({ scopes: ["personas"], expires_in_seconds: 1 })).toBe(true)
    expect(Schema.is(Platform.CreateKeyRequest)({ expires_in_seconds: 0 })).toBe(false)
  })
})
