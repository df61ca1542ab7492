/**
 * The OpenAPI 3.1 document, generated from the endpoint descriptors through
 * `@effect/platform`'s `HttpApi` and `OpenApi.fromApi`.
 */
import {
  HttpApi,
  HttpApiEndpoint,
  HttpApiGroup,
  HttpApiMiddleware,
  HttpApiSchema,
  HttpApiSecurity,
  OpenApi
} from "@effect/platform"
import { JSONSchema } from "effect"
import type * as Endpoint from "./Endpoint.js"
import { ErrorEnvelope } from "./Errors.js"

class Bearer extends HttpApiMiddleware.Tag<Bearer>()("Bearer", {
  security: { bearer: HttpApiSecurity.bearer }
}) {}

const statusDescriptions: Record<number, string> = {
  400: "VALIDATION_ERROR: input too large or not processable",
  401: "UNAUTHORIZED: missing, malformed, unknown, expired or revoked token",
  402: "PAYMENT_REQUIRED: the balance does not cover the call; nothing charged",
  403: "forbidden: the key's scopes exclude this component",
  404: "NOT_FOUND: unknown route or id",
  422: "VALIDATION_ERROR: malformed body or field out of range",
  502: "UPSTREAM_ERROR: a dependency is unavailable; not billed",
  503: "DATABASE_ERROR: could not be persisted; retry"
}

const errorAt = (status: number) =>
  ErrorEnvelope.annotations({
    ...HttpApiSchema.annotations({ status }),
    identifier: `Error${status}`,
    description: statusDescriptions[status] ?? "error"
  })

const toHttpApiEndpoint = (e: Endpoint.Any) => {
  const make =
    e.method === "GET"
      ? HttpApiEndpoint.get
      : e.method === "DELETE"
        ? HttpApiEndpoint.del
        : HttpApiEndpoint.post
  let ep: HttpApiEndpoint.HttpApiEndpoint.Any = (make as any)(
    e.id,
    e.path as HttpApiEndpoint.PathSegment
  ) as any
  if (e.params) ep = (ep as any).setPath(e.params)
  if (e.payload) ep = (ep as any).setPayload(e.payload)
  ep = (ep as any).addSuccess(e.success)
  const statuses = new Set<number>([...e.errors, e.invalid.status, 500])
  if (e.auth !== "none") statuses.add(401)
  for (const s of [...statuses].sort())
    ep = (ep as any).addError(s === 500 ? errorAt(500) : errorAt(s), { status: s })
  ep = (ep as any).annotate(OpenApi.Summary, e.summary)
  if (e.description) ep = (ep as any).annotate(OpenApi.Description, e.description)
  return ep
}

const groupOf = (e: Endpoint.Any): string => e.id.split(".")[0] ?? "ops"

/** Builds the `HttpApi` of a list of endpoint descriptors. */
export const httpApi = (endpoints: ReadonlyArray<Endpoint.Any>, version: string) => {
  const groups = new Map<string, Array<Endpoint.Any>>()
  for (const e of endpoints) groups.set(groupOf(e), [...(groups.get(groupOf(e)) ?? []), e])
  let api: any = HttpApi.make("cis")
    .annotate(OpenApi.Title, "Conversation Intelligence Service")
    .annotate(OpenApi.Version, version)
    .annotate(
      OpenApi.Description,
      "Turns chat transcripts into norms profiles and reception reports, generates and validates personas, keeps conversation memory, predicts reactions and paces replies. Every /v1 endpoint takes `Authorization: Bearer <token>`; errors use the envelope `{ error: { code, message, details? } }`."
    )
  for (const [name, eps] of groups) {
    let group: any = HttpApiGroup.make(name)
    for (const e of eps) group = group.add(toHttpApiEndpoint(e))
    if (eps.some((e) => e.auth !== "none")) group = group.middleware(Bearer)
    api = api.add(group)
  }
  return api as HttpApi.HttpApi.Any
}

/**
 * The OpenAPI document of `endpoints`. Every error response is rewritten to reference one
 * `ErrorEnvelope` schema, and `HttpApi`'s default `HttpApiDecodeError` is dropped: this
 * service answers decoding failures with its own envelope.
 */
export const document = (endpoints: ReadonlyArray<Endpoint.Any>, version = "1.0.0"): OpenApi.OpenAPISpec => {
  const spec = OpenApi.fromApi(httpApi(endpoints, version) as any)
  const json = JSON.parse(JSON.stringify(spec)) as OpenApi.OpenAPISpec & {
    components: { schemas: Record<string, unknown> }
  }
  delete json.components.schemas.HttpApiDecodeError
  const envelopeSchema = JSONSchema.make(ErrorEnvelope) as unknown as { $defs: Record<string, unknown> }
  ;(json.components.schemas as Record<string, unknown>).ErrorEnvelope = envelopeSchema.$defs.ErrorEnvelope
  for (const item of Object.values(json.paths)) {
    for (const op of Object.values(item as Record<string, any>)) {
      if (typeof op !== "object" || op === null || op.responses === undefined) continue
      for (const status of Object.keys(op.responses)) {
        if (Number(status) < 400) continue
        op.responses[status] = {
          description:
            statusDescriptions[Number(status)] ??
            "INTERNAL_ERROR: unexpected defect; the details carry the request id",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } }
        }
      }
    }
  }
  return json
}
