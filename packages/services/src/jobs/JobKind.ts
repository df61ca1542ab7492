/**
 * A job kind: a queue name with the schemas of its payload, progress and result. `Jobs`
 * encodes a payload when it is enqueued and decodes it for the handler; the worker encodes
 * the handler's result; polls decode all three. Encoded forms are JSON (stored as `jsonb`).
 */
import type { Json } from "@cis/db"
import type { Schema } from "effect"

export interface JobKind<P = any, G = any, R = any> {
  readonly queue: string
  readonly payload: Schema.Schema<P, any>
  readonly progress: Schema.Schema<G, any>
  readonly result: Schema.Schema<R, any>
  /**
   * Progress stored when the job is enqueued, so that a job reads with progress from the
   * moment it runs (before its handler reports any).
   */
  readonly initialProgress?: (payload: P) => G
}

/** The decoded payload of a kind. */
export type Payload<K extends JobKind> = K extends JobKind<infer P, any, any> ? P : never
/** The decoded progress of a kind. */
export type Progress<K extends JobKind> = K extends JobKind<any, infer G, any> ? G : never
/** The decoded result of a kind. */
export type Result<K extends JobKind> = K extends JobKind<any, any, infer R> ? R : never

/**
 * Declares a job kind. The schemas' encoded sides must be JSON and need no services.
 */
export const make = <P, PI extends Json, G, GI extends Json, R, RI extends Json>(kind: {
  readonly queue: string
  readonly payload: Schema.Schema<P, PI>
  readonly progress: Schema.Schema<G, GI>
  readonly result: Schema.Schema<R, RI>
  readonly initialProgress?: (payload: P) => G
}): JobKind<P, G, R> => kind
