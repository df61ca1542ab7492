/**
 * The one mapping of the database's infrastructure error to the client's 503.
 */
import { Errors } from "@cis/contract"
import { DatabaseError } from "@cis/db"
import { Effect } from "effect"

/** The 503 every endpoint answers when the database is unavailable. */
export const unavailable = new Errors.DatabaseUnavailable({
  message: "The database is unavailable; the request was not completed. Retry."
})

/** Turns a `DatabaseError` into the declared `DatabaseUnavailable` (503). */
export const orUnavailable = <A, E, R>(
  self: Effect.Effect<A, E, R>
): Effect.Effect<A, Exclude<E, DatabaseError> | Errors.DatabaseUnavailable, R> =>
  Effect.catchIf(
    self,
    (e): e is Extract<E, DatabaseError> => e instanceof DatabaseError,
    () => Effect.fail(unavailable)
  ) as never
