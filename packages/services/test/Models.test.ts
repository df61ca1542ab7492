/**
 * The model-backed tasks are chosen once from the configured client: offline layers for the
 * offline client (no network), model layers for an OpenAI-compatible one (here a fake on
 * loopback). The services themselves never look at the provider (see Layout.test.ts).
 */
import { layerOffline, layerOpenAi, offlineAnswer } from "@cis/llm"
import { fakeOpenAi } from "@cis/llm/testing"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { Ask, Compute, Models, Personas } from "../src/index.js"

describe("Models", () => {
  it.effect("the offline client gets the offline tasks", () =>
    Effect.gen(function* () {
      const answerer = yield* Ask.Answerer.Answerer
      const a = yield* answerer.answer("what is 2 + 2?")
      assert.deepStrictEqual(a, { text: offlineAnswer("what is 2 + 2?"), provider: "offline", model: null })
      const proposer = yield* Personas.BlueprintProposer.BlueprintProposer
      const p = yield* proposer.propose("night-shift nurses", 10, "seed")
      assert.isAbove(p.blueprint.fields.length, 0)
      const enhancer = yield* Personas.PersonaEnhancer.PersonaEnhancer
      assert.isUndefined(yield* enhancer.facts("Ines, 52, lighthouse keeper"))
      assert.isFalse((yield* Personas.PersonaTextWriter.PersonaTextWriter).enabled)
    }).pipe(Effect.provide(Models.layer.pipe(Layer.provide([layerOffline, Compute.layerInline]))))
  )

  it.scoped("an OpenAI-compatible client gets the model tasks", () =>
    Effect.gen(function* () {
      const fake = yield* fakeOpenAi
      fake.reset([{ content: "the model's answer" }])
      const layer = Models.layer.pipe(
        Layer.provide(
          layerOpenAi({ baseUrl: fake.baseUrl, apiKey: Option.none(), model: "fake", timeout: "5 seconds" })
        ),
        Layer.provide(Compute.layerInline)
      )
      const a = yield* Effect.flatMap(Ask.Answerer.Answerer, (s) => s.answer("hello")).pipe(
        Effect.provide(layer)
      )
      assert.deepStrictEqual(a, { text: "the model's answer", provider: "openai", model: "fake" })
      assert.strictEqual(fake.requests.length, 1)
      assert.strictEqual(fake.requests[0].messages[1].content, "hello")
      fake.reset([{ content: '{"name":"Ines Duarte","age":52,"occupation":"lighthouse keeper"}' }])
      const facts = yield* Effect.flatMap(Personas.PersonaEnhancer.PersonaEnhancer, (s) =>
        s.facts("Ines, 52, keeps a lighthouse")
      ).pipe(Effect.provide(layer))
      assert.deepStrictEqual(facts, { name: "Ines Duarte", age: "52", occupation: "lighthouse keeper" })
      const writer = yield* Effect.provide(Personas.PersonaTextWriter.PersonaTextWriter, layer)
      assert.isTrue(writer.enabled)
    })
  )
})
