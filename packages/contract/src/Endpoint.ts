/**
 * Endpoint descriptors: the single source of truth for routes. The API runtime registers a
 * handler per descriptor (decoding with its schemas, checking its auth and scope), and the
 * OpenAPI document is generated from the same list.
 */
import type { Schema } from "effect"
import type { Scope } from "./Platform.js"

export type Method = "GET" | "POST" | "DELETE"

export interface Endpoint<P = unknown, Q = unknown, S = unknown> {
  /** Unique id, `<group>.<name>`. */
  readonly id: string
  readonly method: Method
  /** Path with `:param` segments. */
  readonly path: string
  /** `bearer`: account tokens; `admin`: `CIS_ADMIN_TOKEN`; `none`: probes and docs. */
  readonly auth: "bearer" | "admin" | "none"
  /** The component an API key's scopes must include (bearer endpoints). */
  readonly scope?: Scope
  readonly payload?: Schema.Schema<P, any>
  readonly params?: Schema.Schema<Q, any>
  readonly success: Schema.Schema<S, any>
  /** How a body or path that fails to decode is answered. */
  readonly invalid: { readonly status: 400 | 422; readonly code: "VALIDATION_ERROR" | "validation_failed" }
  /** Error statuses this endpoint documents (besides the validation one). */
  readonly errors: ReadonlyArray<number>
  readonly summary: string
  readonly description?: string
}

export const defaultInvalid = { status: 422, code: "VALIDATION_ERROR" } as const

export type Any = Endpoint<any, any, any>

/** Builds a descriptor with the default 422 validation answer. */
export const make = <P = unknown, Q = unknown, S = unknown>(
  e: Omit<Endpoint<P, Q, S>, "invalid"> & { readonly invalid?: Endpoint["invalid"] }
): Endpoint<P, Q, S> => ({ invalid: defaultInvalid, ...e })
