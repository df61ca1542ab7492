/**
 * Queue name to job handler: each turns one job into one service call. Components add
 * their queues here.
 */
import { Personas, type Worker } from "@cis/services"
import { Effect } from "effect"

/** Builds the handler map from the services in context. */
export const handlers: Effect.Effect<Record<string, Worker.Handler>, never, Personas.Personas> = Effect.map(
  Personas.Personas,
  (p) => ({ ...p.handlers })
)
