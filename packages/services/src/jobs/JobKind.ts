/**
 * A job kind: a queue name with the schemas of its payload, progress and result. `Jobs`
 * encodes a payload when it is enqueued and decodes it for the handler; the worker encodes
 * the handler's result; polls decode all three. Encoded forms are JSON (stored as `jsonb`).
 */
import { type Json, JsonText } from "@cis/db"
import { Schema } from "effect"

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
  /**
   * Payload and result travel as JSON text ({@link JsonText}), never decoded or encoded on the
   * thread that serves requests: the handler parses and checks them itself, on a compute
   * thread (large inputs such as a validate of 10,000 personas); see {@link makeText}.
   */
  readonly text?: true
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

/** A value that is a {@link JsonText} (encodes and decodes as itself). */
export const JsonTextSchema: Schema.Schema<JsonText> = Schema.declare(
  (u): u is JsonText => u instanceof JsonText,
  {
    identifier: "JsonText"
  }
)

/**
 * A kind whose payload and result are JSON text: enqueued, claimed, stored and polled without
 * being walked by a schema on the serving thread. Whoever starts such a job has checked the
 * payload (its JSON is the encoded form of the component's request schema); the handler
 * returns the encoded result's JSON.
 */
export const makeText = <G, GI extends Json>(kind: {
  readonly queue: string
  readonly progress: Schema.Schema<G, GI>
}): JobKind<JsonText, G, JsonText> => ({
  queue: kind.queue,
  payload: JsonTextSchema,
  progress: kind.progress,
  result: JsonTextSchema,
  text: true
})
