/**
 * @cis/services: one Effect service per component. Each is a `Context.Tag` with a `layer`;
 * {@link layer} composes the platform's services over `Db`, `LanguageModel` and
 * `ServiceConfig`.
 */
import { Layer } from "effect"
import * as Accounts from "./accounts/Accounts.js"
import * as Ask from "./ask/Ask.js"
import * as Billing from "./billing/Billing.js"
import * as Jobs from "./jobs/Jobs.js"
import * as Personas from "./personas/Personas.js"

export * as Accounts from "./accounts/Accounts.js"
export * as Tokens from "./accounts/Tokens.js"
export * as Ask from "./ask/Ask.js"
export * as Billing from "./billing/Billing.js"
export * as ServiceConfig from "./config/ServiceConfig.js"
export * as Jobs from "./jobs/Jobs.js"
export * as Worker from "./jobs/Worker.js"
export * as Personas from "./personas/Personas.js"

/** Accounts, Billing, Jobs (+ JobSignals), Ask and Personas; needs Db, LanguageModel and ServiceConfig. */
export const layer = Layer.mergeAll(Accounts.layer, Ask.layer, Personas.layer).pipe(
  Layer.provideMerge(Jobs.layer),
  Layer.provideMerge(Billing.layer)
)
