/**
 * The lookup provider of `web` / `research` grounding: `CIS_SEARCH_URL` (unset: none, grounding
 * runs as `off`; set: a SearXNG-compatible JSON search endpoint, `GET <url>/search?q=…&format=json`),
 * `CIS_SEARCH_TIMEOUT_MS` (1-120000, default 10000) per request.
 */
import { Settings } from "@cis/db"
import { Config, Effect, Layer, Option } from "effect"
import { Lookup } from "../personas/index.js"

export const SearchConfig = Config.all({
  url: Config.option(
    Config.string("CIS_SEARCH_URL").pipe(
      Config.validate({
        message: "CIS_SEARCH_URL must be an http(s) URL",
        validation: (s) => {
          try {
            return ["http:", "https:"].includes(new URL(s).protocol)
          } catch {
            return false
          }
        }
      })
    )
  ),
  timeoutMs: Settings.integerInRange("CIS_SEARCH_TIMEOUT_MS", { min: 1, max: 120_000, default: 10_000 })
})

/** The `Lookup` provider chosen by configuration. */
export const layer = Layer.unwrapEffect(
  Effect.map(SearchConfig, (c) =>
    Option.match(c.url, {
      onNone: () => Lookup.layerNone,
      onSome: (baseUrl) => Lookup.layerSearxng({ baseUrl, timeoutMs: c.timeoutMs })
    })
  )
)
