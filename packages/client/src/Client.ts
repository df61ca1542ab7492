/**
 * The service's typed client, derived from the contract's one `HttpApi` definition with
 * `HttpApiClient`: one method per endpoint (`client.admin.createAccount({ payload })`),
 * payloads encoded and answers decoded with the contract's schemas, and every declared error
 * decoded from its envelope into its `Schema.TaggedError` (`NotFound`, `CreditsExhausted`...).
 */
import { Api } from "@cis/contract"
import { type HttpApi, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { type Effect, Redacted } from "effect"

/** Where the server is and which token to send. */
export interface Options {
  /** The server base URL, e.g. `http://127.0.0.1:8080`. */
  readonly baseUrl: string
  /** Sent as `Authorization: Bearer <token>`: an account token, or the admin token. */
  readonly token?: string | Redacted.Redacted<string> | undefined
}

type Groups = typeof Api.Api extends HttpApi.HttpApi<any, infer G, any, any> ? G : never
type ApiErrors = typeof Api.Api extends HttpApi.HttpApi<any, any, infer E, any> ? E : never

/** The client: one group of methods per component of the contract. */
export type ApiClient = HttpApiClient.Client<Groups, ApiErrors, never>

/** Builds the client; needs an `HttpClient` (e.g. `FetchHttpClient.layer`). */
export const make = (options: Options): Effect.Effect<ApiClient, never, HttpClient.HttpClient> =>
  HttpApiClient.make(Api.Api, {
    baseUrl: options.baseUrl,
    transformClient: (client) =>
      options.token === undefined
        ? client
        : HttpClient.mapRequest(
            client,
            HttpClientRequest.bearerToken(
              typeof options.token === "string" ? options.token : Redacted.value(options.token)
            )
          )
  })
