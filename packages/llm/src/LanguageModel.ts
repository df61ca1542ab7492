/**
 * The `LanguageModel` service: every endpoint that answers with generated prose goes
 * through it. Two providers:
 * - `offline` (default): deterministic, no network; same input, same output. It answers its
 *   built-in prompts and says plainly that open prompts need a configured provider.
 * - `openai`: any OpenAI-compatible chat-completions server (hosted, vLLM, llama.cpp, Ollama).
 *
 * A provider that fails, answers nonsense or times out gives an `UpstreamError` (502
 * UPSTREAM_ERROR at the HTTP edge; nothing is billed).
 */
import { Config, Context, Data, Duration, Effect, Layer, Option, Redacted, Schedule } from "effect"

export class UpstreamError extends Data.TaggedError("UpstreamError")<{
  readonly provider: string
  readonly reason: "unreachable" | "timeout" | "bad_status" | "bad_response"
  readonly detail: string
  /** The HTTP status, for `bad_status`. */
  readonly status?: number
}> {
  override get message(): string {
    return `the ${this.provider} generation provider failed (${this.reason}): ${this.detail}`
  }

  /** Worth trying again later: a network error, a timeout or a 5xx; not a 4xx or a nonsense answer. */
  get retryable(): boolean {
    return (
      this.reason !== "bad_response" &&
      !(this.status !== undefined && this.status >= 400 && this.status < 500)
    )
  }
}

export interface Message {
  readonly role: "system" | "user" | "assistant"
  readonly content: string
}

export interface CompletionRequest {
  readonly messages: ReadonlyArray<Message>
  readonly temperature?: number
  readonly maxTokens?: number
  /** Ask for a JSON object answer (`response_format: json_object`). */
  readonly json?: boolean
}

export interface Completion {
  readonly text: string
  readonly provider: "offline" | "openai"
  readonly model: string | null
}

export interface LanguageModelService {
  readonly provider: "offline" | "openai"
  readonly model: string | null
  readonly complete: (request: CompletionRequest) => Effect.Effect<Completion, UpstreamError>
}

export class LanguageModel extends Context.Tag("@cis/llm/LanguageModel")<
  LanguageModel,
  LanguageModelService
>() {}

// ---- offline ------------------------------------------------------------------------------

const normalize = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s+\-*/().]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()

/** Evaluates `a op b` for a prompt that is exactly one small arithmetic question. */
const arithmetic = (text: string): string | undefined => {
  const m =
    /^(?:what is |what's |compute |calculate )?(-?\d+(?:\.\d+)?) ?([+\-*/x]) ?(-?\d+(?:\.\d+)?) ?\??$/.exec(
      text
    )
  if (m === null) return undefined
  const a = Number(m[1])
  const b = Number(m[3])
  const op = m[2]
  const r =
    op === "+" ? a + b : op === "-" ? a - b : op === "*" || op === "x" ? a * b : b === 0 ? Number.NaN : a / b
  if (!Number.isFinite(r)) return "That has no finite answer (division by zero)."
  return `${m[1]} ${op === "x" ? "*" : op} ${m[3]} = ${Number(r.toPrecision(12))}`
}

export const offlineNotice =
  "This server runs the offline provider, which answers only its built-in prompts (greetings, help, what it can do, and simple arithmetic such as 2 + 2). Open prompts need a configured provider: set CIS_LLM_PROVIDER=openai with OPENAI_BASE_URL, OPENAI_API_KEY and CIS_LLM_MODEL pointing at any OpenAI-compatible server."

/**
 * The deterministic answer of the offline provider to the last user message. Pure: the
 * same prompt always yields the same text.
 */
export const offlineAnswer = (prompt: string): string => {
  const text = normalize(prompt)
  const sum = arithmetic(text)
  if (sum !== undefined) return sum
  if (/^(hi|hello|hey|good (morning|afternoon|evening))\b/.test(text)) {
    return `Hello. ${offlineNotice}`
  }
  if (/^(ping|are you there|status)\b/.test(text))
    return "pong: the service is up and answering with the offline provider."
  if (/\b(help|what can you do|who are you|what are you)\b/.test(text)) {
    return (
      "I am the Conversation Intelligence Service's built-in assistant. The service turns chat transcripts into norms profiles and reception reports, generates and validates personas, keeps per-scope conversation memory, predicts reactions to a draft reply and paces replies into chat messages. " +
      offlineNotice
    )
  }
  return offlineNotice
}

/** The offline provider: deterministic, never fails. */
export const offline: LanguageModelService = {
  provider: "offline",
  model: null,
  complete: (request) =>
    Effect.sync(() => {
      const last = [...request.messages].reverse().find((m) => m.role === "user")
      return { text: offlineAnswer(last?.content ?? ""), provider: "offline" as const, model: null }
    })
}

// ---- OpenAI-compatible --------------------------------------------------------------------

export interface OpenAiOptions {
  /** Base URL up to and including `/v1`, e.g. `http://127.0.0.1:11434/v1`. */
  readonly baseUrl: string
  readonly apiKey: Option.Option<Redacted.Redacted<string>>
  readonly model: string
  readonly timeout: Duration.DurationInput
  /** Extra attempts after a network error, timeout or 5xx (default 1). */
  readonly retries?: number
}

/** A provider for any OpenAI-compatible `POST {baseUrl}/chat/completions` server. */
export const openAi = (options: OpenAiOptions): LanguageModelService => {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`
  const fail = (reason: UpstreamError["reason"], detail: string, status?: number) =>
    new UpstreamError({ provider: "openai", reason, detail, ...(status !== undefined ? { status } : {}) })
  const once = (request: CompletionRequest) =>
    Effect.tryPromise({
      try: (signal) =>
        fetch(url, {
          method: "POST",
          signal,
          headers: {
            "content-type": "application/json",
            ...Option.match(options.apiKey, {
              onNone: () => ({}),
              onSome: (k) => ({ authorization: `Bearer ${Redacted.value(k)}` })
            })
          },
          body: JSON.stringify({
            model: options.model,
            messages: request.messages,
            ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
            ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
            ...(request.json ? { response_format: { type: "json_object" } } : {})
          })
        }),
      catch: (e) => fail("unreachable", e instanceof Error ? e.message : String(e))
    }).pipe(
      Effect.flatMap((res) =>
        res.ok
          ? Effect.tryPromise({
              try: () => res.json() as Promise<unknown>,
              catch: () => fail("bad_response", "not JSON")
            })
          : Effect.promise(() => res.text().catch(() => "")).pipe(
              Effect.flatMap((body) =>
                Effect.fail(fail("bad_status", `status ${res.status}: ${body.slice(0, 200)}`, res.status))
              )
            )
      ),
      Effect.flatMap((body) => {
        const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]
          ?.message?.content
        return typeof content === "string"
          ? Effect.succeed({ text: content, provider: "openai" as const, model: options.model })
          : Effect.fail(fail("bad_response", "no choices[0].message.content in the answer"))
      }),
      Effect.timeoutFail({
        duration: options.timeout,
        onTimeout: () => fail("timeout", `no answer within ${Duration.format(options.timeout)}`)
      })
    )
  return {
    provider: "openai",
    model: options.model,
    complete: (request) =>
      once(request).pipe(
        Effect.retry({
          times: options.retries ?? 1,
          schedule: Schedule.exponential("200 millis"),
          while: (e) => e.retryable
        }),
        Effect.withSpan("LanguageModel.complete", {
          attributes: { provider: "openai", model: options.model }
        })
      )
  }
}

// ---- configuration ------------------------------------------------------------------------

/**
 * `CIS_LLM_PROVIDER` (`offline` | `openai`, default `offline`), `OPENAI_BASE_URL` (default
 * `https://api.openai.com/v1`), `OPENAI_API_KEY`, `CIS_LLM_MODEL` (default `gpt-4o-mini`),
 * `CIS_LLM_TIMEOUT_MS` (default 30000).
 */
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
  timeoutMs: Config.integer("CIS_LLM_TIMEOUT_MS").pipe(
    Config.validate({
      message: "CIS_LLM_TIMEOUT_MS must be between 1 and 600000",
      validation: (n) => n >= 1 && n <= 600_000
    }),
    Config.withDefault(30_000)
  )
})

/** The provider chosen by configuration. */
export const layer = Layer.effect(
  LanguageModel,
  Effect.map(LanguageModelConfig, (c) =>
    c.provider === "offline"
      ? offline
      : openAi({
          baseUrl: c.baseUrl,
          apiKey: c.apiKey,
          model: c.model,
          timeout: Duration.millis(c.timeoutMs)
        })
  )
)

export const layerOffline = Layer.succeed(LanguageModel, offline)
export const layerOpenAi = (options: OpenAiOptions) => Layer.succeed(LanguageModel, openAi(options))
