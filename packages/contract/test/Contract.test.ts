import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Admin, Api, Errors, Platform } from "../src/index.js"

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
      [new Errors.InternalError({ message: "m", request_id: "r" }), 500, "INTERNAL_ERROR"],
      [new Errors.UnsupportedMediaType({ message: "m" }), 415, "UNSUPPORTED_MEDIA_TYPE"]
    ]
    for (const [e, status, code] of cases) {
      const out = Errors.envelope(e)
      expect(out.status).toBe(status)
      expect(out.body.error.code).toBe(code)
      expect(Schema.is(Errors.ErrorEnvelope)(out.body)).toBe(true)
    }
  })
})

describe("wire codecs", () => {
  it("decode what they encode, for every error and any message", () => {
    const make: Array<(m: string) => Errors.ApiError> = [
      (m) => new Errors.AuthenticationFailed({ message: m }),
      (m) => new Errors.Forbidden({ message: m }),
      (m) => new Errors.CreditsExhausted({ message: m, price: 3, available: 1 }),
      (m) => new Errors.RequestInvalid({ message: m, status: 422, code: "VALIDATION_ERROR", details: [] }),
      (m) =>
        new Errors.RequestInvalid({
          message: m,
          status: 422,
          code: "validation_failed",
          details: [{ loc: ["body", "personas", 0], msg: "is missing", type: "missing" }]
        }),
      (m) => new Errors.RequestInvalid({ message: m, status: 400, code: "VALIDATION_ERROR", details: [] }),
      (m) => new Errors.NotFound({ message: m }),
      (m) => new Errors.UpstreamUnavailable({ message: m }),
      (m) => new Errors.DatabaseUnavailable({ message: m }),
      (m) => new Errors.InternalError({ message: m, request_id: "abc-1" }),
      (m) => new Errors.UnsupportedMediaType({ message: m })
    ]
    const wires = [
      Errors.AuthenticationFailedWire,
      Errors.ForbiddenWire,
      Errors.CreditsExhaustedWire,
      Errors.ValidationErrorWire,
      Errors.ValidationFailedWire,
      Errors.BadRequestWire,
      Errors.NotFoundWire,
      Errors.UpstreamUnavailableWire,
      Errors.DatabaseUnavailableWire,
      Errors.InternalErrorWire,
      Errors.UnsupportedMediaTypeWire
    ] as const
    fc.assert(
      fc.property(fc.string(), (message) => {
        make.forEach((f, i) => {
          const e = f(message)
          const wire = wires[i] as unknown as Schema.Schema<Errors.ApiError, unknown>
          const encoded = Schema.encodeSync(wire)(e)
          expect(encoded).toEqual(Errors.envelope(e).body)
          expect(Schema.decodeUnknownSync(wire)(encoded)).toEqual(e)
        })
      })
    )
  })

  it("a 422 codec refuses to encode a 400 request error (one status per codec)", () => {
    const e = new Errors.RequestInvalid({ message: "m", status: 400, code: "VALIDATION_ERROR", details: [] })
    expect(() => Schema.encodeSync(Errors.ValidationErrorWire)(e)).toThrow()
  })
})

describe("API definition", () => {
  const routes = Api.routes()
  it("has unique method + path pairs", () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("answers validation failures with validation_failed on personas enhance and validate only, 400 on /v1/ask", () => {
    for (const r of routes) {
      const expected =
        r.path === "/v1/personas/actions/enhance" || r.path === "/v1/personas/actions/validate"
          ? { status: 422, code: "validation_failed" }
          : r.path === "/v1/ask"
            ? { status: 400, code: "VALIDATION_ERROR" }
            : { status: 422, code: "VALIDATION_ERROR" }
      expect(r.validation, r.path).toEqual(expected)
    }
  })
})

describe("schemas", () => {
  it("isSafeText refuses exactly NUL and unpaired surrogates (oracle: encodeURIComponent)", () => {
    const wellFormed = (s: string) => {
      try {
        encodeURIComponent(s)
        return true
      } catch {
        return false
      }
    }
    const char = fc.oneof(
      fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff", "a", "é", "\ud83d\ude00"),
      fc.string({ unit: "binary", maxLength: 1 })
    )
    fc.assert(
      fc.property(fc.array(char, { maxLength: 12 }), (parts) => {
        const s = parts.join("")
        expect(Platform.isSafeText(s)).toBe(!s.includes("\u0000") && wellFormed(s))
      })
    )
  })

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
    expect(Schema.is(Admin.CreateKeyRequest)({ scopes: ["personas", "nope"] })).toBe(false)
    expect(Schema.is(Admin.CreateKeyRequest)({ scopes: ["personas"], expires_in_seconds: 1 })).toBe(true)
    expect(Schema.is(Admin.CreateKeyRequest)({ expires_in_seconds: 0 })).toBe(false)
  })
})

describe("OpenAPI document", () => {
  const doc = Api.document() as any
  const ops = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op }))
  )

  it("lists every endpoint of the definition", () => {
    const documented = new Set(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`))
    for (const r of Api.routes()) {
      expect(documented).toContain(`${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`)
    }
  })

  it("documents every error as the envelope, 500 everywhere, and no HttpApiDecodeError", () => {
    for (const { path, method, op } of ops) {
      expect(Object.keys(op.responses), `${method} ${path}`).toContain("500")
      for (const [status, resp] of Object.entries(op.responses as Record<string, any>)) {
        if (Number(status) < 400) continue
        const schema = resp.content["application/json"].schema
        const refs: Array<string> = schema.anyOf ? schema.anyOf.map((s: any) => s.$ref) : [schema.$ref]
        for (const ref of refs) {
          const target = doc.components.schemas[ref.replace("#/components/schemas/", "")]
          expect(target.properties.error.properties.code.enum, `${method} ${path} ${status}`).toHaveLength(1)
        }
      }
    }
    expect(JSON.stringify(doc)).not.toContain("HttpApiDecodeError")
  })

  it("puts every /v1 endpoint behind a bearer token", () => {
    for (const { path, method, op } of ops) {
      if (path.startsWith("/v1/")) expect(op.security.length, `${method} ${path}`).toBeGreaterThan(0)
      else expect(op.security, `${method} ${path}`).toEqual([])
    }
  })

  it("describes every field of the contract's own schemas", () => {
    // Persona, Blueprint, the gates' report and the conversation-analysis outputs (reception
    // report, norms profile, foresee) are the engines' schemas (documented with their engines).
    const engines =
      /^(Persona|Blueprint|EvaluationReport|Diversity|Marginal|Finite|Int|NonNegativeInt|ReceptionReport|AuditReport|Profile|ForeseeResponse)/
    const missing: Array<string> = []
    const walk = (schema: any, where: string) => {
      if (schema === null || typeof schema !== "object") return
      for (const [name, prop] of Object.entries<any>(schema.properties ?? {})) {
        if (prop.description === undefined && prop.$ref === undefined) missing.push(`${where}.${name}`)
        walk(prop, `${where}.${name}`)
        walk(prop.items, `${where}.${name}[]`)
      }
      for (const s of schema.anyOf ?? []) walk(s, where)
      walk(schema.items, `${where}[]`)
    }
    for (const [name, schema] of Object.entries<any>(doc.components.schemas)) {
      if (!engines.test(name)) walk(schema, name)
    }
    expect(missing).toEqual([])
  })
})
