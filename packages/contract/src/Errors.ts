/**
 * Errors the client can see (spec section 7). Each is a `Schema.TaggedError` named for what
 * happened and maps to exactly one status and code; {@link envelope} renders the wire shape
 * `{ error: { code, message, details? } }`.
 */
import { Schema } from "effect"

/** One request-validation problem: where (`loc`), what (`msg`) and its kind (`type`). */
export const ValidationDetail = Schema.Struct({
  loc: Schema.Array(Schema.Union(Schema.String, Schema.Number)),
  msg: Schema.String,
  type: Schema.String
})
export type ValidationDetail = typeof ValidationDetail.Type

/** The error envelope of spec 7. */
export const ErrorEnvelope = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    message: Schema.String,
    details: Schema.optional(Schema.Array(Schema.Unknown))
  })
}).annotations({
  identifier: "ErrorEnvelope",
  description: "Every error response: { error: { code, message, details? } }."
})
export type ErrorEnvelope = typeof ErrorEnvelope.Type

/** Missing, malformed, unknown, expired or revoked token (401 UNAUTHORIZED). */
export class AuthenticationFailed extends Schema.TaggedError<AuthenticationFailed>()("AuthenticationFailed", {
  message: Schema.String
}) {}

/** A valid token that may not call this endpoint (403 forbidden). */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", { message: Schema.String }) {}

/** The balance does not cover the call's price (402 PAYMENT_REQUIRED); nothing ran, nothing charged. */
export class CreditsExhausted extends Schema.TaggedError<CreditsExhausted>()("CreditsExhausted", {
  message: Schema.String,
  price: Schema.Number,
  available: Schema.Number
}) {}

/** Malformed JSON, wrong types, missing or out-of-range fields (422, or 400 where the spec says so). */
export class RequestInvalid extends Schema.TaggedError<RequestInvalid>()("RequestInvalid", {
  message: Schema.String,
  status: Schema.Literal(400, 422),
  code: Schema.Literal("VALIDATION_ERROR", "validation_failed"),
  details: Schema.Array(Schema.Unknown)
}) {}

/** Input too large or not analyzable (400 VALIDATION_ERROR). */
export class InputRejected extends Schema.TaggedError<InputRejected>()("InputRejected", {
  message: Schema.String,
  details: Schema.optional(Schema.Array(Schema.Unknown))
}) {}

/** Unknown route, or an id the caller does not own (404 NOT_FOUND). */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", { message: Schema.String }) {}

/** The path exists but not with this method (405 METHOD_NOT_ALLOWED). */
export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()("MethodNotAllowed", {
  message: Schema.String,
  allow: Schema.Array(Schema.String)
}) {}

/** A dependency (the generation provider) is unavailable (502 UPSTREAM_ERROR); not billed. */
export class UpstreamUnavailable extends Schema.TaggedError<UpstreamUnavailable>()("UpstreamUnavailable", {
  message: Schema.String
}) {}

/** The request could not be persisted (503 DATABASE_ERROR); retry. */
export class DatabaseUnavailable extends Schema.TaggedError<DatabaseUnavailable>()("DatabaseUnavailable", {
  message: Schema.String
}) {}

/** An unexpected defect (500 INTERNAL_ERROR); the message carries the request id, never a stack. */
export class InternalError extends Schema.TaggedError<InternalError>()("InternalError", {
  message: Schema.String,
  request_id: Schema.String
}) {}

export type ApiError =
  | AuthenticationFailed
  | Forbidden
  | CreditsExhausted
  | RequestInvalid
  | InputRejected
  | NotFound
  | MethodNotAllowed
  | UpstreamUnavailable
  | DatabaseUnavailable
  | InternalError

const ApiErrorSchema = Schema.Union(
  AuthenticationFailed,
  Forbidden,
  CreditsExhausted,
  RequestInvalid,
  InputRejected,
  NotFound,
  MethodNotAllowed,
  UpstreamUnavailable,
  DatabaseUnavailable,
  InternalError
)

/** True for the client-visible errors above (each renders with {@link envelope}). */
export const isApiError: (u: unknown) => u is ApiError = Schema.is(ApiErrorSchema)

/** Status and body of an error response. */
export const envelope = (e: ApiError): { readonly status: number; readonly body: ErrorEnvelope } => {
  switch (e._tag) {
    case "AuthenticationFailed":
      return { status: 401, body: { error: { code: "UNAUTHORIZED", message: e.message } } }
    case "Forbidden":
      return { status: 403, body: { error: { code: "forbidden", message: e.message } } }
    case "CreditsExhausted":
      return { status: 402, body: { error: { code: "PAYMENT_REQUIRED", message: e.message } } }
    case "RequestInvalid":
      return { status: e.status, body: { error: { code: e.code, message: e.message, details: e.details } } }
    case "InputRejected":
      return {
        status: 400,
        body: {
          error: {
            code: "VALIDATION_ERROR",
            message: e.message,
            ...(e.details ? { details: e.details } : {})
          }
        }
      }
    case "NotFound":
      return { status: 404, body: { error: { code: "NOT_FOUND", message: e.message } } }
    case "MethodNotAllowed":
      return { status: 405, body: { error: { code: "METHOD_NOT_ALLOWED", message: e.message } } }
    case "UpstreamUnavailable":
      return { status: 502, body: { error: { code: "UPSTREAM_ERROR", message: e.message } } }
    case "DatabaseUnavailable":
      return { status: 503, body: { error: { code: "DATABASE_ERROR", message: e.message } } }
    case "InternalError":
      return {
        status: 500,
        body: {
          error: { code: "INTERNAL_ERROR", message: e.message, details: [{ request_id: e.request_id }] }
        }
      }
  }
}
