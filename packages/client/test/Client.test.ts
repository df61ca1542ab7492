/**
 * The client against a scripted `HttpClient`: requests go to the contract's paths with the
 * token, answers decode with the contract's schemas, and error envelopes decode into the
 * contract's tagged errors.
 */
import { Errors } from "@cis/contract"
import { HttpClient, type HttpClientRequest, HttpClientResponse } from "@effect/platform"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Client } from "../src/index.js"

const scripted = (
  answer: (req: HttpClientRequest.HttpClientRequest) => { status: number; body: unknown }
) => {
  const seen: Array<HttpClientRequest.HttpClientRequest> = []
  const layer = Layer.succeed(
    HttpClient.HttpClient,
    HttpClient.make((req) => {
      seen.push(req)
      const { status, body } = answer(req)
      return Effect.succeed(
        HttpClientResponse.fromWeb(
          req,
          new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
        )
      )
    })
  )
  return { seen, layer }
}

const accountId = "3f1f0b8e-7a7e-4e8e-9a53-1f1f0b8e7a7e"

describe("Client", () => {
  it.effect("calls the contract's path with the token and decodes the answer", () => {
    const s = scripted(() => ({
      status: 200,
      body: { account_id: accountId, name: "acme", balance: 3, provisioned: true }
    }))
    return Effect.gen(function* () {
      const client = yield* Client.make({ baseUrl: "http://cis.test", token: "adm_secret" })
      const account = yield* client.admin.getAccount({ path: { account_id: accountId } })
      assert.deepStrictEqual(account, { account_id: accountId, name: "acme", balance: 3, provisioned: true })
      assert.strictEqual(s.seen[0]?.url, `http://cis.test/v1/admin/accounts/${accountId}`)
      assert.strictEqual(s.seen[0]?.method, "GET")
      assert.strictEqual(s.seen[0]?.headers.authorization, "Bearer adm_secret")
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("decodes an error envelope into the contract's tagged error", () => {
    const s = scripted(() => ({
      status: 404,
      body: { error: { code: "NOT_FOUND", message: "No such account." } }
    }))
    return Effect.gen(function* () {
      const client = yield* Client.make({ baseUrl: "http://cis.test", token: "t" })
      const error = yield* Effect.flip(client.admin.getAccount({ path: { account_id: accountId } }))
      assert.instanceOf(error, Errors.NotFound)
      assert.strictEqual((error as Errors.NotFound).message, "No such account.")
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("a 402 carries the price and what is available", () => {
    const s = scripted(() => ({
      status: 402,
      body: { error: { code: "PAYMENT_REQUIRED", message: "m", details: [{ price: 5, available: 2 }] } }
    }))
    return Effect.gen(function* () {
      const client = yield* Client.make({ baseUrl: "http://cis.test", token: "ak_x" })
      const error = yield* Effect.flip(
        client.personas.generate({ payload: { prompt: "nurses", count: 5, grounding: "off" } })
      )
      assert.instanceOf(error, Errors.CreditsExhausted)
      assert.strictEqual((error as Errors.CreditsExhausted).price, 5)
      assert.strictEqual((error as Errors.CreditsExhausted).available, 2)
    }).pipe(Effect.provide(s.layer))
  })
})
