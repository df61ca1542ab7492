/**
 * Runtime settings shared by every process: the one implementation of the integer-range
 * `Config` pattern and of `DATABASE_URL` / `CIS_DATA_DIR` parsing. Read only through Effect
 * `Config` (so tests and embedders can supply a `ConfigProvider`).
 */
import { Config, Option, Redacted } from "effect"

export interface IntegerRange {
  readonly min: number
  readonly max: number
  readonly default: number
}

/**
 * An integer variable within `[min, max]`, `default` when unset. An invalid value fails with
 * `NAME must be an integer between min and max`.
 */
export const integerInRange = (name: string, range: IntegerRange): Config.Config<number> =>
  Config.integer(name).pipe(
    Config.validate({
      message: `${name} must be an integer between ${range.min} and ${range.max}`,
      validation: (n) => n >= range.min && n <= range.max
    }),
    Config.withDefault(range.default)
  )

/** `DATABASE_URL`: a PostgreSQL URL, or none (unset or blank: the embedded database). */
export const databaseUrl: Config.Config<Option.Option<Redacted.Redacted<string>>> = Config.option(
  Config.redacted("DATABASE_URL")
).pipe(Config.map(Option.filter((u) => Redacted.value(u).trim() !== "")))

/** `CIS_DATA_DIR` (default `.data`): the embedded database and generated admin token. */
export const dataDir: Config.Config<string> = Config.string("CIS_DATA_DIR").pipe(Config.withDefault(".data"))

/** `DATABASE_URL`, `CIS_DATA_DIR` and `CIS_DB_POOL_MAX` (1-1000, default 10). */
export const database = Config.all({
  url: databaseUrl,
  dataDir,
  poolMax: integerInRange("CIS_DB_POOL_MAX", { min: 1, max: 1000, default: 10 })
})
