/**
 * Errors the client can see (spec section 7). Each is a `Schema.TaggedError` named for what
 * happened, annotated with its one status. On the wire every error is the envelope
 * `{ error: { code, message, details? } }`: {@link wire} gives the codec between an error and
 * its envelope, with the status annotation `HttpApi` reads. Endpoints declare these codecs
 * (`.addError(Errors.NotFoundWire)`), so the server encodes, the OpenAPI document shows and
 * the client decodes the same envelope.
 */
import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/** One request-validation problem: where (`loc`), what (`msg`) and its kind (`type`). */
export const ValidationDetail = Schema.Struct({
  loc: Schema.Array(Schema.Union(Schema.String, Schema.Number)).annotations({
    description: "Where the problem is: `body` or `path`, then field names and array indexes."
  }),
  msg: Schema.String.annotations({ description: "What is wrong, for people." }),
  type: Schema.String.annotations({
    description: "The kind of problem: missing, unexpected, type, value or json_invalid."
  })
}).annotations({ identifier: "ValidationDetail", description: "One request-validation problem." })
export type ValidationDetail = typeof ValidationDetail.Type

/** The error envelope of spec 7. */
export const ErrorEnvelope = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String.annotations({ description: "Machine-readable error code (spec section 7)." }),
    message: Schema.String.annotations({ description: "What happened, for people." }),
    details: Schema.optional(Schema.Array(Schema.Unknown)).annotations({
      description: "Structured details: validation problems, or the request id of an internal error."
    })
  }).annotations({ description: "The error." })
}).annotations({
  identifier: "ErrorEnvelope",
  description: "Every error response: { error: { code, message, details? } }."
})
export type ErrorEnvelope = typeof ErrorEnvelope.Type

/** Missing, malformed, unknown, expired or revoked token (401 UNAUTHORIZED). */
export class AuthenticationFailed extends Schema.TaggedError<AuthenticationFailed>()(
  "AuthenticationFailed",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/** A valid token that may not call this endpoint (403 forbidden). */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

/** The balance does not cover the call's price (402 PAYMENT_REQUIRED); nothing ran, nothing charged. */
export class CreditsExhausted extends Schema.TaggedError<CreditsExhausted>()(
  "CreditsExhausted",
  { message: Schema.String, price: Schema.Number, available: Schema.Number },
  HttpApiSchema.annotations({ status: 402 })
) {}

/**
 * Malformed JSON, wrong types, missing or out-of-range fields: 422 (`VALIDATION_ERROR`, or
 * `validation_failed` on personas enhance and validate), or 400 where the spec says so (`/v1/ask`).
 */
export class RequestInvalid extends Schema.TaggedError<RequestInvalid>()(
  "RequestInvalid",
  {
    message: Schema.String,
    status: Schema.Literal(400, 422),
    code: Schema.Literal("VALIDATION_ERROR", "validation_failed"),
    details: Schema.Array(Schema.Unknown)
  },
  HttpApiSchema.annotations({ status: 422 })
) {}

/** Input too large or not analyzable (400 VALIDATION_ERROR). */
export class InputRejected extends Schema.TaggedError<InputRejected>()(
  "InputRejected",
  { message: Schema.String, details: Schema.optional(Schema.Array(Schema.Unknown)) },
  HttpApiSchema.annotations({ status: 400 })
) {}

/** Unknown route, or an id the caller does not own (404 NOT_FOUND). */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** The path exists but not with this method (405 METHOD_NOT_ALLOWED). */
export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()(
  "MethodNotAllowed",
  { message: Schema.String, allow: Schema.Array(Schema.String) },
  HttpApiSchema.annotations({ status: 405 })
) {}

/** A dependency (the generation provider) is unavailable (502 UPSTREAM_ERROR); not billed. */
export class UpstreamUnavailable extends Schema.TaggedError<UpstreamUnavailable>()(
  "UpstreamUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 502 })
) {}

/** The request could not be persisted (503 DATABASE_ERROR); retry. */
export class DatabaseUnavailable extends Schema.TaggedError<DatabaseUnavailable>()(
  "DatabaseUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}

/** An unexpected defect (500 INTERNAL_ERROR); the message carries the request id, never a stack. */
export class InternalError extends Schema.TaggedError<InternalError>()(
  "InternalError",
  { message: Schema.String, request_id: Schema.String },
  HttpApiSchema.annotations({ status: 500 })
) {}

/** The body is not JSON (415 UNSUPPORTED_MEDIA_TYPE): send `Content-Type: application/json`. */
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 415 })
) {}

/** A WebSocket route called without a WebSocket upgrade (426 UPGRADE_REQUIRED). */
export class UpgradeRequired extends Schema.TaggedError<UpgradeRequired>()(
  "UpgradeRequired",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 426 })
) {}

/** Too many requests with this token (429 RATE_LIMITED); `Retry-After` says when to retry. */
export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  { message: Schema.String, retry_after_seconds: Schema.Number },
  HttpApiSchema.annotations({ status: 429 })
) {}

/**
 * A retry arrived while the first request with its `Idempotency-Key` is still running
 * (409 CONFLICT): retry in a few seconds to get the first request's answer.
 */
export class IdempotencyConflict extends Schema.TaggedError<IdempotencyConflict>()(
  "IdempotencyConflict",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The type of {@link ApiError}. */
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
  | UnsupportedMediaType
  | UpgradeRequired
  | RateLimited
  | IdempotencyConflict

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
  InternalError,
  UnsupportedMediaType,
  UpgradeRequired,
  RateLimited,
  IdempotencyConflict
)

/** True for the client-visible errors above (each renders with {@link envelope}). */
export const isApiError: (u: unknown) => u is ApiError = Schema.is(ApiErrorSchema)

// ---- wire codecs -------------------------------------------------------------------------

const envelopeSchema = <
  C extends string,
  D extends Schema.Schema.Any | Schema.PropertySignature.Any | undefined
>(
  code: C,
  details: D
) =>
  Schema.Struct({
    error: Schema.Struct({
      code: Schema.Literal(code).annotations({
        description: "Machine-readable error code (spec section 7)."
      }),
      message: Schema.String.annotations({ description: "What happened, for people." }),
      ...((details === undefined ? {} : { details }) as D extends
        | Schema.Schema.Any
        | Schema.PropertySignature.Any
        ? { details: D }
        : Record<never, never>)
    }).annotations({ description: "The error." })
  })

const Details = Schema.Array(Schema.Unknown).annotations({ description: "Structured details." })
const ValidationDetails = Schema.Array(ValidationDetail).annotations({
  description: "One item per problem found in the request."
})

type Envelope = {
  readonly error: {
    readonly code: string
    readonly message: string
    readonly details?: ReadonlyArray<any> | undefined
  }
}

/**
 * The codec between an error (`Type`) and its envelope (`Encoded`), annotated with the status
 * and a description for the OpenAPI document. `only` narrows which instances this codec
 * encodes (one class rendered at several statuses).
 */
export const wire = <A extends { readonly message: string }, E extends Envelope>(options: {
  readonly error: Schema.Schema<A, any>
  readonly envelope: Schema.Schema<E, any>
  readonly status: number
  readonly identifier: string
  readonly description: string
  readonly code: string
  readonly toDetails?: (a: A) => ReadonlyArray<unknown> | undefined
  readonly fromEnvelope: (e: E["error"]) => A
  readonly only?: (a: A) => boolean
}): Schema.Schema<A, E> => {
  const target = options.only
    ? Schema.typeSchema(options.error).pipe(Schema.filter(options.only))
    : Schema.typeSchema(options.error)
  return Schema.transform(options.envelope, target as Schema.Schema<A>, {
    strict: false,
    decode: (e) => options.fromEnvelope(e.error),
    encode: (a) => {
      const details = options.toDetails?.(a)
      return {
        error: {
          code: options.code,
          message: a.message,
          ...(details !== undefined ? { details } : {})
        }
      }
    }
  }).annotations({
    ...HttpApiSchema.annotations({ status: options.status }),
    identifier: options.identifier,
    description: options.description
  }) as unknown as Schema.Schema<A, E>
}

/** 401 UNAUTHORIZED. */
export const AuthenticationFailedWire = wire({
  error: AuthenticationFailed,
  envelope: envelopeSchema("UNAUTHORIZED", undefined),
  status: 401,
  code: "UNAUTHORIZED",
  identifier: "Unauthorized",
  description: "UNAUTHORIZED: missing, malformed, unknown, expired or revoked token",
  fromEnvelope: (e) => new AuthenticationFailed({ message: e.message })
})

/** 403 forbidden. */
export const ForbiddenWire = wire({
  error: Forbidden,
  envelope: envelopeSchema("forbidden", undefined),
  status: 403,
  code: "forbidden",
  identifier: "Forbidden",
  description: "forbidden: the token's scopes exclude this component",
  fromEnvelope: (e) => new Forbidden({ message: e.message })
})

const PriceDetails = Schema.Tuple(
  Schema.Struct({
    price: Schema.Number.annotations({ description: "Credits the call costs." }),
    available: Schema.Number.annotations({ description: "Credits available (balance minus holds)." })
  }).annotations({ description: "Price of the call and credits available." })
).annotations({ description: "The price and what is available." })

/** 402 PAYMENT_REQUIRED; `details: [{ price, available }]`. */
export const CreditsExhaustedWire = wire({
  error: CreditsExhausted,
  envelope: envelopeSchema("PAYMENT_REQUIRED", PriceDetails),
  status: 402,
  code: "PAYMENT_REQUIRED",
  identifier: "PaymentRequired",
  description: "PAYMENT_REQUIRED: the balance does not cover the call; nothing charged",
  toDetails: (e) => [{ price: e.price, available: e.available }],
  fromEnvelope: (e) =>
    new CreditsExhausted({ message: e.message, price: e.details[0].price, available: e.details[0].available })
})

const invalidWire = <S extends 400 | 422, C extends "VALIDATION_ERROR" | "validation_failed">(
  status: S,
  code: C,
  identifier: string,
  description: string
) =>
  wire({
    error: RequestInvalid,
    envelope: envelopeSchema(code, ValidationDetails),
    status,
    code,
    identifier,
    description,
    only: (e) => e.status === status && e.code === code,
    toDetails: (e) => e.details,
    fromEnvelope: (e) => new RequestInvalid({ message: e.message, status, code, details: e.details })
  })

/** 422 VALIDATION_ERROR: the body or path is malformed or a field is out of range. */
export const ValidationErrorWire = invalidWire(
  422,
  "VALIDATION_ERROR",
  "ValidationError",
  "VALIDATION_ERROR: malformed body or path, or a field out of range"
)

/** 422 validation_failed (personas enhance and validate). */
export const ValidationFailedWire = invalidWire(
  422,
  "validation_failed",
  "ValidationFailed",
  "validation_failed: malformed body, or a field missing, empty or out of range"
)

/** 400 VALIDATION_ERROR for a malformed request where the spec says 400 (`/v1/ask`). */
export const BadRequestWire = invalidWire(
  400,
  "VALIDATION_ERROR",
  "BadRequest",
  "VALIDATION_ERROR: malformed body or a field missing or empty"
)

/** 400 VALIDATION_ERROR: the input is too large or could not be processed. */
export const InputRejectedWire = wire({
  error: InputRejected,
  envelope: envelopeSchema("VALIDATION_ERROR", Schema.optional(Details)),
  status: 400,
  code: "VALIDATION_ERROR",
  identifier: "InputRejected",
  description: "VALIDATION_ERROR: the input is too large or could not be processed",
  toDetails: (e) => e.details,
  fromEnvelope: (e) =>
    new InputRejected({ message: e.message, ...(e.details !== undefined ? { details: e.details } : {}) })
})

/** 404 NOT_FOUND. */
export const NotFoundWire = wire({
  error: NotFound,
  envelope: envelopeSchema("NOT_FOUND", undefined),
  status: 404,
  code: "NOT_FOUND",
  identifier: "NotFound",
  description: "NOT_FOUND: unknown id, or one another account owns",
  fromEnvelope: (e) => new NotFound({ message: e.message })
})

/** 405 METHOD_NOT_ALLOWED; the allowed methods are in the `Allow` header. */
export const MethodNotAllowedWire = wire({
  error: MethodNotAllowed,
  envelope: envelopeSchema("METHOD_NOT_ALLOWED", undefined),
  status: 405,
  code: "METHOD_NOT_ALLOWED",
  identifier: "MethodNotAllowed",
  description: "METHOD_NOT_ALLOWED: the path exists with other methods (see the Allow header)",
  fromEnvelope: (e) => new MethodNotAllowed({ message: e.message, allow: [] })
})

/** 502 UPSTREAM_ERROR. */
export const UpstreamUnavailableWire = wire({
  error: UpstreamUnavailable,
  envelope: envelopeSchema("UPSTREAM_ERROR", undefined),
  status: 502,
  code: "UPSTREAM_ERROR",
  identifier: "UpstreamError",
  description: "UPSTREAM_ERROR: a dependency is unavailable; not billed, retry with backoff",
  fromEnvelope: (e) => new UpstreamUnavailable({ message: e.message })
})

/** 503 DATABASE_ERROR. */
export const DatabaseUnavailableWire = wire({
  error: DatabaseUnavailable,
  envelope: envelopeSchema("DATABASE_ERROR", undefined),
  status: 503,
  code: "DATABASE_ERROR",
  identifier: "DatabaseError",
  description: "DATABASE_ERROR: the database is unavailable; the request was not completed, retry",
  fromEnvelope: (e) => new DatabaseUnavailable({ message: e.message })
})

const RequestIdDetails = Schema.Tuple(
  Schema.Struct({
    request_id: Schema.String.annotations({ description: "The request id, also in `x-request-id`." })
  }).annotations({ description: "The request id to quote." })
).annotations({ description: "The request id." })

/** 500 INTERNAL_ERROR; `details: [{ request_id }]`. */
export const InternalErrorWire = wire({
  error: InternalError,
  envelope: envelopeSchema("INTERNAL_ERROR", RequestIdDetails),
  status: 500,
  code: "INTERNAL_ERROR",
  identifier: "InternalError",
  description: "INTERNAL_ERROR: an unexpected defect; the details carry the request id",
  toDetails: (e) => [{ request_id: e.request_id }],
  fromEnvelope: (e) => new InternalError({ message: e.message, request_id: e.details[0].request_id })
})

/** 415 UNSUPPORTED_MEDIA_TYPE. */
export const UnsupportedMediaTypeWire = wire({
  error: UnsupportedMediaType,
  envelope: envelopeSchema("UNSUPPORTED_MEDIA_TYPE", undefined),
  status: 415,
  code: "UNSUPPORTED_MEDIA_TYPE",
  identifier: "UnsupportedMediaType",
  description: "UNSUPPORTED_MEDIA_TYPE: a request body must be sent as `Content-Type: application/json`",
  fromEnvelope: (e) => new UnsupportedMediaType({ message: e.message })
})

/** 426 UPGRADE_REQUIRED. */
export const UpgradeRequiredWire = wire({
  error: UpgradeRequired,
  envelope: envelopeSchema("UPGRADE_REQUIRED", undefined),
  status: 426,
  code: "UPGRADE_REQUIRED",
  identifier: "UpgradeRequired",
  description: "UPGRADE_REQUIRED: this route only answers a WebSocket upgrade",
  fromEnvelope: (e) => new UpgradeRequired({ message: e.message })
})

const RetryDetails = Schema.Tuple(
  Schema.Struct({
    retry_after_seconds: Schema.Number.annotations({
      description: "Seconds to wait (also in `Retry-After`)."
    })
  }).annotations({ description: "When to retry." })
).annotations({ description: "When to retry." })

/** 429 RATE_LIMITED; `details: [{ retry_after_seconds }]` and the `Retry-After` header. */
export const RateLimitedWire = wire({
  error: RateLimited,
  envelope: envelopeSchema("RATE_LIMITED", RetryDetails),
  status: 429,
  code: "RATE_LIMITED",
  identifier: "RateLimited",
  description: "RATE_LIMITED: too many requests with this token; retry after `Retry-After` seconds",
  toDetails: (e) => [{ retry_after_seconds: e.retry_after_seconds }],
  fromEnvelope: (e) =>
    new RateLimited({ message: e.message, retry_after_seconds: e.details[0].retry_after_seconds })
})

/** 409 CONFLICT: the first request with this `Idempotency-Key` is still running. */
export const IdempotencyConflictWire = wire({
  error: IdempotencyConflict,
  envelope: envelopeSchema("CONFLICT", undefined),
  status: 409,
  code: "CONFLICT",
  identifier: "Conflict",
  description: "CONFLICT: the first request with this Idempotency-Key is still running; retry shortly",
  fromEnvelope: (e) => new IdempotencyConflict({ message: e.message })
})

/** The codec of each error (for {@link envelope}); `RequestInvalid` by its status and code. */
const wireOf = (e: ApiError): Schema.Schema<any, any> => {
  switch (e._tag) {
    case "AuthenticationFailed":
      return AuthenticationFailedWire
    case "Forbidden":
      return ForbiddenWire
    case "CreditsExhausted":
      return CreditsExhaustedWire
    case "RequestInvalid":
      return e.status === 400
        ? BadRequestWire
        : e.code === "validation_failed"
          ? ValidationFailedWire
          : ValidationErrorWire
    case "InputRejected":
      return InputRejectedWire
    case "NotFound":
      return NotFoundWire
    case "MethodNotAllowed":
      return MethodNotAllowedWire
    case "UpstreamUnavailable":
      return UpstreamUnavailableWire
    case "DatabaseUnavailable":
      return DatabaseUnavailableWire
    case "InternalError":
      return InternalErrorWire
    case "UnsupportedMediaType":
      return UnsupportedMediaTypeWire
    case "UpgradeRequired":
      return UpgradeRequiredWire
    case "RateLimited":
      return RateLimitedWire
    case "IdempotencyConflict":
      return IdempotencyConflictWire
  }
}

/** Status and body of an error response, encoded with the error's wire codec. */
export const envelope = (e: ApiError): { readonly status: number; readonly body: ErrorEnvelope } => {
  const codec = wireOf(e)
  return {
    status: HttpApiSchema.getStatusError(codec),
    body: Schema.encodeSync(codec)(e) as ErrorEnvelope
  }
}
