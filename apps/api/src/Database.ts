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

/**
 * Logs why the database was unavailable (the client sees only the 503): operators need the
 * driver's own words (`CONNECT_TIMEOUT`, `too many clients`, a serialization failure).
 */
export const logUnavailable = (e: DatabaseError): Effect.Effect<void> =>
  Effect.logWarning("database unavailable; answering 503", {
    code: e.code ?? null,
    message: e.message
  })

/** Turns a `DatabaseError` into the declared `DatabaseUnavailable` (503), logging its cause. */
export const orUnavailable = <A, E, R>(
  self: Effect.Effect<A, E, R>
): Effect.Effect<A, Exclude<E, DatabaseError> | Errors.DatabaseUnavailable, R> =>
  Effect.catchIf(
    self,
    (e): e is Extract<E, DatabaseError> => e instanceof DatabaseError,
    (e) => Effect.zipRight(logUnavailable(e), Effect.fail(unavailable))
  ) as never
