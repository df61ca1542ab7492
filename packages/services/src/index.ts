/**
 * @cis/services: one Effect service per component. Each is a `Context.Tag` with a `layer`;
 * {@link layer} composes the platform's services over `Db`, `LanguageModel` and
 * `ServiceConfig`. Component folders import each other only through their `index.ts`.
 */
import { Layer } from "effect"
import * as Accounts from "./accounts/index.js"
import * as Analysis from "./analysis/index.js"
import * as Ask from "./ask/index.js"
import * as Audit from "./audit/index.js"
import * as Billing from "./billing/index.js"
import * as Compute from "./compute/index.js"
import * as Dashboard from "./dashboard/index.js"
import * as Idempotency from "./idempotency/index.js"
import * as Jobs from "./jobs/index.js"
import * as Memory from "./memory/index.js"
import * as Personas from "./personas/index.js"
import { Models } from "./runtime/index.js"
import * as TurnTaking from "./turn-taking/index.js"

export * as Accounts from "./accounts/index.js"
export { Tokens } from "./accounts/index.js"
export * as Analysis from "./analysis/index.js"
export * as Ask from "./ask/index.js"
export * as Audit from "./audit/index.js"
export * as Billing from "./billing/index.js"
export * as Compute from "./compute/index.js"
export { LlmConfig, SearchConfig, ServiceConfig } from "./config/index.js"
export * as Dashboard from "./dashboard/index.js"
export * as Idempotency from "./idempotency/index.js"
export * as Jobs from "./jobs/index.js"
export { JobKind, Worker } from "./jobs/index.js"
export * as Memory from "./memory/index.js"
export * as Personas from "./personas/index.js"
export { Models, WorkerLive } from "./runtime/index.js"
export { Telemetry } from "./telemetry/index.js"
export * as TurnTaking from "./turn-taking/index.js"

/**
 * Accounts, Billing, Jobs, Ask, Personas, Analysis, Audit, Memory, Idempotency, TurnTaking (and its socket hub) and the model tasks; needs Db, LanguageModel and
 * ServiceConfig.
 */
export const layer = Layer.mergeAll(
  Dashboard.layer.pipe(Layer.provideMerge(Accounts.layer)),
  Ask.layer,
  Personas.layer,
  Analysis.layer,
  Audit.layer,
  Memory.layer.pipe(Layer.provideMerge(Idempotency.layer)),
  TurnTaking.layer,
  TurnTaking.Delivery.hubLayer
).pipe(
  Layer.provideMerge(Jobs.layer),
  Layer.provideMerge(Billing.layer),
  Layer.provideMerge(Models.layer),
  Layer.provideMerge(Compute.layerThreads(1).pipe(Layer.orDie))
)
