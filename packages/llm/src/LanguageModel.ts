/**
 * The `LanguageModel` client: chat completions and structured outputs. Two implementations,
 * chosen once when the layers are built (model-backed tasks in `@cis/services` each pick their
 * own offline or model layer from {@link LanguageModelService.provider}):
 * - `offline`: deterministic, no network; same input, same output. It answers its built-in
 *   prompts and says plainly that open prompts need a configured provider.
 * - `openai`: any OpenAI-compatible chat-completions server (hosted, vLLM, llama.cpp, Ollama),
 *   through `@effect/platform`'s `HttpClient`: a timeout per attempt, retries with exponential
 *   back-off on network errors, timeouts, 429 and 5xx, a span per call.
 *
 * Structured outputs ({@link LanguageModelService.generate}) ask for a JSON object, decode the
 * answer (e.g. with an `effect/Schema`, see {@link schemaDecoder}) and, when it does not decode,
 * show the model its answer and the problem once (one repair round).
 *
 * A provider that fails or times out gives an {@link UpstreamError}; an answer still invalid
 * after the repair round an {@link InvalidOutput}. Their `detail`/`output` are for logs only:
 * what clients see is {@link UpstreamError.summary}.
 */
import { FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientResponse } from "@effect/platform"
import {
  Context,
  Data,
  Duration,
  Effect,
  Either,
  Layer,
  Option,
  ParseResult,
  Redacted,
  Schedule,
  Schema
} from "effect"
import { extractJson } from "./internal/json.js"
import { offlineAnswer } from "./Offline.js"

const summaries: Record<UpstreamError["reason"], (status: number | undefined) => string> = {
  unreachable: () => "The generation provider could not be reached.",
  timeout: () => "The generation provider did not answer in time.",
  bad_status: (status) =>
    status !== undefined && status < 500
      ? `The generation provider refused the request (HTTP ${status}).`
      : `The generation provider failed (HTTP ${status ?? "error"}).`,
  bad_response: () => "The generation provider's answer was not in the expected format."
}

export class UpstreamError extends Data.TaggedError("UpstreamError")<{
  readonly provider: string
  readonly reason: "unreachable" | "timeout" | "bad_status" | "bad_response"
  /** What the provider said (for logs, never for clients). */
  readonly detail: string
  /** The HTTP status, for `bad_status`. */
  readonly status?: number
}> {
  override get message(): string {
    return `the ${this.provider} generation provider failed (${this.reason}): ${this.detail}`
  }

  /** What failed, without the provider's own words: safe to show to clients. */
  get summary(): string {
    return summaries[this.reason](this.status)
  }

  /**
   * Worth trying again later: a network error, a timeout, a 429 or a 5xx; not another 4xx or
   * a nonsense answer.
   */
  get retryable(): boolean {
    if (this.reason === "bad_response") return false
    if (this.status === undefined) return true
    return this.status === 408 || this.status === 429 || this.status >= 500
  }
}

/** The model's answer still did not decode after one repair round. */
export class InvalidOutput extends Data.TaggedError("InvalidOutput")<{
  readonly provider: string
  /** What was wrong with the last answer. */
  readonly problem: string
  /** The last answer (for logs). */
  readonly output: string
}> {
  override get message(): string {
    return `the model's answer was invalid twice: ${this.problem}`
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

export interface GenerateRequest<A> {
  readonly messages: ReadonlyArray<Message>
  readonly temperature?: number
  readonly maxTokens?: number
  /** Reads the answer: `Right` with the value, or `Left` with what is wrong (shown to the model). */
  readonly decode: (text: string) => Either.Either<A, string>
  /** The repair request's text for a problem (default {@link defaultRepair}). */
  readonly repair?: (problem: string) => string
}

export interface Generated<A> {
  readonly value: A
  readonly text: string
  readonly model: string | null
  /** Whether the value came from the repair round. */
  readonly repaired: boolean
}

export interface LanguageModelService {
  readonly provider: "offline" | "openai"
  readonly model: string | null
  readonly complete: (request: CompletionRequest) => Effect.Effect<Completion, UpstreamError>
  /** A structured output (JSON mode), decoded, with one repair round. */
  readonly generate: <A>(
    request: GenerateRequest<A>
  ) => Effect.Effect<Generated<A>, UpstreamError | InvalidOutput>
}

export class LanguageModel extends Context.Tag("@cis/llm/LanguageModel")<
  LanguageModel,
  LanguageModelService
>() {}

/** The default repair request. */
export const defaultRepair = (problem: string): string =>
  `That answer cannot be used:\n${problem}\nAnswer again with the corrected result as one JSON object and nothing else.`

/**
 * A decoder for {@link GenerateRequest.decode}: the first JSON value in the text, decoded with
 * `schema`; the problem is Effect's tree-formatted parse error.
 */
export const schemaDecoder =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (text: string): Either.Either<A, string> =>
    Either.flatMap(extractJson(text), (json) =>
      Either.mapLeft(Schema.decodeUnknownEither(schema)(json), (e) =>
        ParseResult.TreeFormatter.formatErrorSync(e)
      )
    )

/** `generate` over any `complete`: ask, decode, repair once. */
const generateWith =
  (provider: string, complete: LanguageModelService["complete"]): LanguageModelService["generate"] =>
  (request) =>
    Effect.gen(function* () {
      const ask = (messages: ReadonlyArray<Message>) =>
        complete({
          messages,
          json: true,
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {})
        })
      const first = yield* ask(request.messages)
      const decoded = request.decode(first.text)
      if (Either.isRight(decoded)) {
        return { value: decoded.right, text: first.text, model: first.model, repaired: false }
      }
      yield* Effect.logInfo("model output refused, asking for one repair", { problem: decoded.left })
      const second = yield* ask([
        ...request.messages,
        { role: "assistant", content: first.text },
        { role: "user", content: (request.repair ?? defaultRepair)(decoded.left) }
      ])
      const again = request.decode(second.text)
      if (Either.isRight(again)) {
        return { value: again.right, text: second.text, model: second.model, repaired: true }
      }
      return yield* new InvalidOutput({ provider, problem: again.left, output: second.text.slice(0, 2000) })
    }).pipe(Effect.withSpan("LanguageModel.generate", { attributes: { provider } }))

// ---- offline ------------------------------------------------------------------------------

const offlineComplete: LanguageModelService["complete"] = (request) =>
  Effect.sync(() => {
    const last = [...request.messages].reverse().find((m) => m.role === "user")
    return { text: offlineAnswer(last?.content ?? ""), provider: "offline" as const, model: null }
  })

/** The offline client: deterministic, never fails (its structured outputs rarely decode). */
export const offline: LanguageModelService = {
  provider: "offline",
  model: null,
  complete: offlineComplete,
  generate: generateWith("offline", offlineComplete)
}

// ---- OpenAI-compatible --------------------------------------------------------------------

export interface OpenAiOptions {
  /** Base URL up to and including `/v1`, e.g. `http://127.0.0.1:11434/v1`. */
  readonly baseUrl: string
  readonly apiKey: Option.Option<Redacted.Redacted<string>>
  readonly model: string
  /** Per attempt. */
  readonly timeout: Duration.DurationInput
  /** Extra attempts after a network error, timeout, 429 or 5xx (default 1). */
  readonly retries?: number
  /** First back-off, doubled after each retry (default 200 ms). */
  readonly retryBase?: Duration.DurationInput
}

const ChatResponse = Schema.Struct({
  choices: Schema.NonEmptyArray(Schema.Struct({ message: Schema.Struct({ content: Schema.String }) }))
})

/** A client for any OpenAI-compatible `POST {baseUrl}/chat/completions` server. */
export const makeOpenAi = (
  options: OpenAiOptions
): Effect.Effect<LanguageModelService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`
    const fail = (reason: UpstreamError["reason"], detail: string, status?: number) =>
      new UpstreamError({ provider: "openai", reason, detail, ...(status !== undefined ? { status } : {}) })
    const readBody = (res: HttpClientResponse.HttpClientResponse) =>
      res.status >= 200 && res.status < 300
        ? Effect.flatMap(
            Effect.mapError(res.json, () => fail("bad_response", "the answer is not JSON")),
            (body) =>
              Either.match(Schema.decodeUnknownEither(ChatResponse)(body), {
                onLeft: () =>
                  Effect.fail(fail("bad_response", "no choices[0].message.content in the answer")),
                onRight: (b) => Effect.succeed(b.choices[0].message.content)
              })
          )
        : Effect.flatMap(
            Effect.orElseSucceed(res.text, () => ""),
            (body) =>
              Effect.fail(fail("bad_status", `status ${res.status}: ${body.slice(0, 200)}`, res.status))
          )
    const once = (request: CompletionRequest) =>
      HttpClientRequest.post(url).pipe(
        HttpClientRequest.setHeaders(
          Option.match(options.apiKey, {
            onNone: () => ({}),
            onSome: (k) => ({ authorization: `Bearer ${Redacted.value(k)}` })
          })
        ),
        HttpClientRequest.bodyUnsafeJson({
          model: options.model,
          messages: request.messages,
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
          ...(request.json ? { response_format: { type: "json_object" } } : {})
        }),
        http.execute,
        Effect.mapError((e) => fail("unreachable", e.message)),
        Effect.flatMap(readBody),
        Effect.scoped,
        Effect.timeoutFail({
          duration: options.timeout,
          onTimeout: () => fail("timeout", `no answer within ${Duration.format(options.timeout)}`)
        })
      )
    const complete: LanguageModelService["complete"] = (request) =>
      once(request).pipe(
        Effect.retry({
          times: options.retries ?? 1,
          schedule: Schedule.exponential(options.retryBase ?? "200 millis"),
          while: (e) => e.retryable
        }),
        Effect.tapError((e) => Effect.logWarning("generation provider call failed", { detail: e.message })),
        Effect.map((text) => ({ text, provider: "openai" as const, model: options.model })),
        Effect.withSpan("LanguageModel.complete", {
          attributes: { provider: "openai", model: options.model }
        })
      )
    return {
      provider: "openai",
      model: options.model,
      complete,
      generate: generateWith("openai", complete)
    } satisfies LanguageModelService
  })

/** The offline client. */
export const layerOffline: Layer.Layer<LanguageModel> = Layer.succeed(LanguageModel, offline)

/** An OpenAI-compatible client over `fetch`. */
export const layerOpenAi = (options: OpenAiOptions): Layer.Layer<LanguageModel> =>
  Layer.effect(LanguageModel, makeOpenAi(options)).pipe(Layer.provide(FetchHttpClient.layer))
