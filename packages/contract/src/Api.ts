/**
 * The service's one API definition: every component's `HttpApiGroup`, from which the server
 * (`apps/api`), the OpenAPI document ({@link document}) and the typed client (`@cis/client`)
 * are all derived.
 */

import type { HttpApiEndpoint } from "@effect/platform"
import { HttpApi, OpenApi } from "@effect/platform"
import type { Option, Schema, SchemaAST } from "effect"
import { AdminApi } from "./admin/Api.js"
import { AuditApi } from "./audit/Api.js"
import * as Errors from "./Errors.js"
import { ForeseeApi } from "./foresee/Api.js"
import { PersonasApi } from "./personas/Api.js"
import { PlatformApi } from "./platform/Api.js"
import { SocialLearningApi } from "./social-learning/Api.js"
import { SocialMemoryApi } from "./social-memory/Api.js"
import { SocialObservabilityApi } from "./social-observability/Api.js"
import { TurnTakingApi, TurnTakingSocketApi } from "./turn-taking/Api.js"

const description =
  "Turns chat transcripts into norms profiles and reception reports, generates and validates personas, keeps conversation memory, predicts reactions and paces replies. Every /v1 endpoint takes `Authorization: Bearer <token>`; errors use the envelope `{ error: { code, message, details? } }`."

/**
 * `HttpApi` adds its own decode error (400) to every endpoint; this service answers decoding
 * failures with the envelope each endpoint declares instead, so that response is dropped from
 * the document (where an endpoint declares a 400 of its own, only that one stays).
 */
const withoutDecodeError = (spec: Record<string, any>): Record<string, any> => {
  const json = JSON.parse(JSON.stringify(spec))
  for (const name of ["HttpApiDecodeError", "Issue", "PropertyKey"]) delete json.components.schemas[name]
  const describe = (s: any): string =>
    json.components.schemas[String(s?.$ref).replace("#/components/schemas/", "")]?.description ?? ""
  const isDecodeError = (s: any) => s?.$ref === "#/components/schemas/HttpApiDecodeError"
  for (const item of Object.values<Record<string, any>>(json.paths)) {
    for (const op of Object.values<any>(item)) {
      const r400 = op?.responses?.["400"]
      const schema = r400?.content?.["application/json"]?.schema
      if (schema === undefined) continue
      if (isDecodeError(schema)) delete op.responses["400"]
      else if (Array.isArray(schema.anyOf)) {
        schema.anyOf = schema.anyOf.filter((s: unknown) => !isDecodeError(s))
        if (schema.anyOf.length === 1) r400.content["application/json"].schema = schema.anyOf[0]
        r400.description = schema.anyOf.map(describe).join("; or ")
      }
    }
  }
  return json
}

/** The whole API. Any endpoint may answer 500 INTERNAL_ERROR (a defect, with the request id). */
export class Api extends HttpApi.make("cis")
  .add(PlatformApi)
  .add(AdminApi)
  .add(PersonasApi)
  .add(TurnTakingApi)
  .add(SocialLearningApi)
  .add(SocialObservabilityApi)
  .add(ForeseeApi)
  .add(AuditApi)
  .add(SocialMemoryApi)
  .add(TurnTakingSocketApi)
  .addError(Errors.InternalErrorWire)
  .annotate(OpenApi.Title, "Conversation Intelligence Service")
  .annotate(OpenApi.Description, description)
  .annotate(OpenApi.Transform, withoutDecodeError) {}

/** What a request that fails to decode is answered with, on one endpoint. */
export interface ValidationAnswer {
  readonly status: 400 | 422
  readonly code: "VALIDATION_ERROR" | "validation_failed"
}

const answers: ReadonlyArray<readonly [Schema.Schema.Any, ValidationAnswer]> = [
  [Errors.ValidationFailedWire, { status: 422, code: "validation_failed" }],
  [Errors.BadRequestWire, { status: 400, code: "VALIDATION_ERROR" }],
  [Errors.ValidationErrorWire, { status: 422, code: "VALIDATION_ERROR" }]
]

/** One route of the API, for the edge: how it matches and how its decoding failures answer. */
export interface Route {
  readonly group: string
  readonly name: string
  readonly method: string
  readonly path: string
  /** Matches the path; named groups are the path parameters. */
  readonly pattern: RegExp
  readonly pathSchema: Option.Option<Schema.Schema.Any>
  readonly validation: ValidationAnswer
}

const members = (ast: SchemaAST.AST): Array<SchemaAST.AST> =>
  ast._tag === "Union" ? ast.types.flatMap(members) : [ast]

const pattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace(/:([A-Za-z_]+)/g, (_, name: string) => `(?<${name}>[^/]+)`)}/?$`
  )

/** The routes of an API with the validation answer each declares (422 VALIDATION_ERROR if none). */
export const routes = (api: HttpApi.HttpApi.Any = Api): ReadonlyArray<Route> => {
  const out: Array<Route> = []
  HttpApi.reflect(api as unknown as HttpApi.HttpApi<string, never, never, never>, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      const e = endpoint as unknown as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps
      const declared = new Set(members(e.errorSchema.ast))
      const validation = answers.find(([w]) => declared.has(w.ast))?.[1] ?? answers[2]![1]
      out.push({
        group: group.identifier,
        name: e.name,
        method: e.method,
        path: e.path,
        pattern: pattern(e.path),
        pathSchema: e.pathSchema,
        validation
      })
    }
  })
  return out
}

/** The OpenAPI 3.1 document of {@link Api}, with its version and servers. */
export const document = (
  version = "1.0.0",
  servers?: ReadonlyArray<{ readonly url: string }>
): OpenApi.OpenAPISpec => {
  const spec = OpenApi.fromApi(Api)
  return {
    ...spec,
    info: { ...spec.info, version },
    ...(servers ? { servers: servers.map((s) => ({ url: s.url })) } : {})
  }
}
