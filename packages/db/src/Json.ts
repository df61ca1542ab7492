/**
 * JSON values and `jsonb` columns.
 */
import type { ColumnType, Expression } from "kysely"

/** A JSON value (what a `jsonb` column holds). */
export type Json =
  | string
  | number
  | boolean
  | null
  | ReadonlyArray<Json>
  | { readonly [key: string]: Json | undefined }

/**
 * A `jsonb` column: read as `T`, written only through `jsonb(value)` (a plain value would be
 * encoded differently by the two drivers, so the write type is an expression).
 */
export type JsonbColumn<T extends Json | null> = ColumnType<
  T,
  Expression<T> | (null extends T ? null : never),
  Expression<T> | (null extends T ? null : never)
>
