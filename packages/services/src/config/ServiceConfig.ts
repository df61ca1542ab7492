/**
 * Service-level configuration: the initial allowance and the price table.
 * `CIS_INITIAL_CREDITS` (default 1000), `CIS_PRICES` (path of a JSON price table whose
 * entries override the defaults; see `@cis/ledger` `Prices.parseOverrides`).
 */
import { readFileSync } from "node:fs"
import { Settings } from "@cis/db"
import { Prices } from "@cis/ledger"
import { Config, ConfigError, Context, Either, Layer, Option } from "effect"

export interface ServiceConfigShape {
  readonly initialCredits: number
  readonly prices: Prices.PriceTable
  /** Largest persona `count` of one generate call (`CIS_MAX_POPULATION`, default 1000). */
  readonly maxPopulation: number
}

export class ServiceConfig extends Context.Tag("@cis/services/ServiceConfig")<
  ServiceConfig,
  ServiceConfigShape
>() {}

const loadPrices = (path: string): Either.Either<Prices.PriceTable, ConfigError.ConfigError> => {
  let doc: unknown
  try {
    doc = JSON.parse(readFileSync(path, "utf8"))
  } catch (e) {
    return Either.left(
      ConfigError.InvalidData(
        ["CIS_PRICES"],
        `cannot read the price table ${path}: ${e instanceof Error ? e.message : e}`
      )
    )
  }
  const merged = Prices.parseOverrides(Prices.defaultPrices, doc)
  return merged._tag === "Right"
    ? Either.right(merged.table)
    : Either.left(
        ConfigError.InvalidData(["CIS_PRICES"], `invalid price table ${path}: ${merged.problems.join("; ")}`)
      )
}

export const config: Config.Config<ServiceConfigShape> = Config.all({
  initialCredits: Settings.integerInRange("CIS_INITIAL_CREDITS", {
    min: 0,
    max: 1_000_000_000,
    default: 1000
  }),
  maxPopulation: Settings.integerInRange("CIS_MAX_POPULATION", { min: 1, max: 100_000, default: 1000 }),
  prices: Config.option(Config.string("CIS_PRICES")).pipe(
    Config.mapOrFail((p) =>
      Option.match(p, { onNone: () => Either.right(Prices.defaultPrices), onSome: loadPrices })
    )
  )
})

export const layer = Layer.effect(ServiceConfig, config)

/** A fixed configuration, for tests and embedding. */
export const layerWith = (c: Partial<ServiceConfigShape> = {}) =>
  Layer.succeed(ServiceConfig, {
    initialCredits: c.initialCredits ?? 1000,
    prices: c.prices ?? Prices.defaultPrices,
    maxPopulation: c.maxPopulation ?? 1000
  })
