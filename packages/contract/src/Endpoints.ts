/**
 * Every route the service answers, in one list.
 */
import * as Endpoint from "./Endpoint.js"
import * as Personas from "./Personas.js"
import * as P from "./Platform.js"

export const whoami = Endpoint.make({
  id: "turn-taking.whoami",
  method: "POST",
  path: "/v1/turn-taking/actions/whoami",
  auth: "bearer",
  scope: "turn-taking",
  payload: P.EmptyRequest,
  success: P.WhoamiResponse,
  errors: [401, 403],
  summary: "Who am I: a free token preflight (4.19)"
})

export const usageSummary = Endpoint.make({
  id: "credits.usage-summary",
  method: "POST",
  path: "/v1/credits/projections/usage-summary",
  auth: "bearer",
  scope: "credits",
  payload: P.EmptyRequest,
  success: P.UsageSummary,
  errors: [401, 403, 502, 503],
  summary: "Read billed usage: 30-day totals, per component, last 7 UTC days (4.14)"
})

export const ask = Endpoint.make({
  id: "ask.ask",
  method: "POST",
  path: "/v1/ask",
  auth: "bearer",
  scope: "ask",
  payload: P.AskRequest,
  success: P.AskResponse,
  invalid: { status: 400, code: "VALIDATION_ERROR" },
  errors: [401, 403, 502, 503],
  summary: "Single prompt and response; every exchange is recorded (4.20). Not billed."
})

export const healthz = Endpoint.make({
  id: "ops.healthz",
  method: "GET",
  path: "/healthz",
  auth: "none",
  success: P.Health,
  errors: [],
  summary: "Liveness: the process answers"
})

export const readyz = Endpoint.make({
  id: "ops.readyz",
  method: "GET",
  path: "/readyz",
  auth: "none",
  success: P.Ready,
  errors: [503],
  summary: "Readiness: the database answers"
})

export const adminCreateAccount = Endpoint.make({
  id: "admin.create-account",
  method: "POST",
  path: "/v1/admin/accounts",
  auth: "admin",
  payload: P.CreateAccountRequest,
  success: P.CreateAccountResponse,
  errors: [401],
  summary: "Create an account and its first API key (shown once)"
})

export const adminCreateKey = Endpoint.make({
  id: "admin.create-api-key",
  method: "POST",
  path: "/v1/admin/accounts/:account_id/api-keys",
  auth: "admin",
  params: P.AccountIdParams,
  payload: P.CreateKeyRequest,
  success: P.CreateKeyResponse,
  errors: [401, 404],
  summary: "Issue an API key, optionally scoped and expiring (shown once)"
})

export const adminRevokeKey = Endpoint.make({
  id: "admin.revoke-api-key",
  method: "DELETE",
  path: "/v1/admin/api-keys/:key_id",
  auth: "admin",
  params: P.KeyIdParams,
  success: P.RevokeKeyResponse,
  errors: [401, 404],
  summary: "Revoke an API key or session token"
})

export const adminCreateSession = Endpoint.make({
  id: "admin.create-session",
  method: "POST",
  path: "/v1/admin/accounts/:account_id/sessions",
  auth: "admin",
  params: P.AccountIdParams,
  payload: P.CreateSessionRequest,
  success: P.CreateSessionResponse,
  errors: [401, 404],
  summary: "Issue a session token (default lifetime 24 hours)"
})

export const adminCredits = Endpoint.make({
  id: "admin.adjust-credits",
  method: "POST",
  path: "/v1/admin/accounts/:account_id/credits",
  auth: "admin",
  params: P.AccountIdParams,
  payload: P.CreditsRequest,
  success: P.CreditsResponse,
  errors: [401, 404],
  summary: "Grant (positive) or debit (negative) credits; the balance never goes below what is held"
})

export const adminGetAccount = Endpoint.make({
  id: "admin.get-account",
  method: "GET",
  path: "/v1/admin/accounts/:account_id",
  auth: "admin",
  params: P.AccountIdParams,
  success: P.AccountResponse,
  errors: [401, 404],
  summary: "Read an account: name, balance, provisioned"
})

/** The platform's endpoints; later components append theirs in {@link all}. */
export const platform: ReadonlyArray<Endpoint.Any> = [
  whoami,
  usageSummary,
  ask,
  healthz,
  readyz,
  adminCreateAccount,
  adminCreateKey,
  adminRevokeKey,
  adminCreateSession,
  adminCredits,
  adminGetAccount
]

// ---- personas (spec 4.2-4.4) ----------------------------------------------------------------

export const personasValidate = Endpoint.make({
  id: "personas.validate",
  method: "POST",
  path: "/v1/personas/actions/validate",
  auth: "bearer",
  scope: "personas",
  payload: Personas.ValidateRequest,
  success: Personas.JobStarted,
  invalid: { status: 422, code: "validation_failed" },
  errors: [401, 402, 403, 503],
  summary: "Validate personas against the quality gates (async: poll the Evaluation)"
})

export const personasEvaluation = Endpoint.make({
  id: "personas.evaluation",
  method: "GET",
  path: "/v1/personas/repositories/Evaluation/by-id/:id",
  auth: "bearer",
  scope: "personas",
  params: Personas.JobIdParams,
  success: Personas.Evaluation,
  errors: [401, 403, 404],
  summary: "Poll an Evaluation; unknown or another account's id is 404"
})

export const personasPopulation = Endpoint.make({
  id: "personas.population",
  method: "GET",
  path: "/v1/personas/repositories/Population/by-id/:id",
  auth: "bearer",
  scope: "personas",
  params: Personas.JobIdParams,
  success: Personas.Population,
  errors: [401, 403, 404],
  summary: "Poll a Population; unknown or another account's id is 404"
})

export const personasEnhancement = Endpoint.make({
  id: "personas.enhancement",
  method: "GET",
  path: "/v1/personas/repositories/Enhancement/by-id/:id",
  auth: "bearer",
  scope: "personas",
  params: Personas.JobIdParams,
  success: Personas.Enhancement,
  errors: [401, 403, 404],
  summary: "Poll an Enhancement; unknown or another account's id is 404"
})

export const personasGenerate = Endpoint.make({
  id: "personas.generate",
  method: "POST",
  path: "/v1/personas/actions/generate",
  auth: "bearer",
  scope: "personas",
  payload: Personas.GenerateRequest,
  success: Personas.JobStarted,
  errors: [401, 402, 403, 503],
  summary:
    "Generate a population from one prompt (async: poll the Population); count is capped by CIS_MAX_POPULATION"
})

export const personasEnhance = Endpoint.make({
  id: "personas.enhance",
  method: "POST",
  path: "/v1/personas/actions/enhance",
  auth: "bearer",
  scope: "personas",
  payload: Personas.EnhanceRequest,
  success: Personas.JobStarted,
  invalid: { status: 422, code: "validation_failed" },
  errors: [401, 402, 403, 503],
  summary: "Turn persona text into a structured persona (async: poll the Enhancement)"
})

export const personas: ReadonlyArray<Endpoint.Any> = [
  personasGenerate,
  personasEnhance,
  personasValidate,
  personasEvaluation,
  personasPopulation,
  personasEnhancement
]

export const all: ReadonlyArray<Endpoint.Any> = [...platform, ...personas]
