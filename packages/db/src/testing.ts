/**
 * Test databases. Every database-backed suite runs on in-memory PGlite and, when
 * `TEST_DATABASE_URL` is set, also on PostgreSQL, in a fresh database created for that
 * suite and dropped after it.
 */
import { randomBytes } from "node:crypto"
import { Effect, Layer } from "effect"
import postgres from "postgres"
import { type Db, layerPglite, layerPostgres } from "./Db.js"

export interface TestTarget {
  readonly name: "pglite" | "postgres"
  /** A fresh, migrated database per build of the layer. */
  readonly layer: Layer.Layer<Db>
  /** The connection URL of the fresh database (postgres only), for a second process. */
  readonly url?: () => string
}

/** Creates a fresh database on the server of `adminUrl`; returns its URL and a drop action. */
export const freshPostgres = Effect.fn("testing.freshPostgres")(function* (adminUrl: string) {
  const name = `cis_test_${randomBytes(6).toString("hex")}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  yield* Effect.promise(() => admin.unsafe(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  yield* Effect.addFinalizer(() =>
    Effect.promise(async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }).pipe(Effect.ignore)
  )
  return url.toString()
})

const postgresLayer = (adminUrl: string): Layer.Layer<Db> =>
  Layer.unwrapScoped(Effect.map(freshPostgres(adminUrl), (url) => layerPostgres(url))).pipe(Layer.orDie)

/** The targets of this run: PGlite always, PostgreSQL when `TEST_DATABASE_URL` is set. */
export const targets = (): ReadonlyArray<TestTarget> => {
  const out: Array<TestTarget> = [{ name: "pglite", layer: layerPglite().pipe(Layer.orDie) }]
  const url = process.env.TEST_DATABASE_URL
  if (url !== undefined && url !== "") out.push({ name: "postgres", layer: postgresLayer(url) })
  return out
}
