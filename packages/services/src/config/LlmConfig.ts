/**
 * The generation provider's configuration: `CIS_LLM_PROVIDER` (`offline` | `openai`, default
 * `offline`), `OPENAI_BASE_URL` (default `https://api.openai.com/v1`), `OPENAI_API_KEY`,
 * `CIS_LLM_MODEL` (default `gpt-4o-mini`), `CIS_LLM_TIMEOUT_MS` (1-600000, default 30000).
 */
import { Settings } from "@cis/db"
import { layerOffline, layerOpenAi } from "@cis/llm"
import { Config, Duration, Effect, Layer } from "effect"

export const LanguageModelConfig = Config.all({
  provider: Config.literal(
    "offline",
    "openai"
  )("CIS_LLM_PROVIDER").pipe(Config.withDefault("offline" as const)),
  baseUrl: Config.string("OPENAI_BASE_URL").pipe(
    Config.validate({
      message: "OPENAI_BASE_URL must be an http(s) URL",
      validation: (s) => {
        try {
          return ["http:", "https:"].includes(new URL(s).protocol)
        } catch {
          return false
        }
      }
    }),
    Config.withDefault("https://api.openai.com/v1")
  ),
  apiKey: Config.option(Config.redacted("OPENAI_API_KEY")),
  model: Config.string("CIS_LLM_MODEL").pipe(Config.withDefault("gpt-4o-mini")),
  timeoutMs: Settings.integerInRange("CIS_LLM_TIMEOUT_MS", { min: 1, max: 600_000, default: 30_000 })
})

/** The `LanguageModel` client chosen by configuration. */
export const layer = Layer.unwrapEffect(
  Effect.map(LanguageModelConfig, (c) =>
    c.provider === "offline"
      ? layerOffline
      : layerOpenAi({
          baseUrl: c.baseUrl,
          apiKey: c.apiKey,
          model: c.model,
          timeout: Duration.millis(c.timeoutMs)
        })
  )
)
