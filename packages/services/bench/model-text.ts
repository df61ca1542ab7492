/**
 * Model-written persona text at scale: 1,000 personas of "night-shift nurses in rural hospitals"
 * written offline, then rewritten by a model (a fake OpenAI-compatible server on loopback that
 * answers every batch at once with text agreeing with the facts, and contradicting them for one
 * persona in 20), through `PersonaTextWriter`'s model layer: the calls made (bounded by
 * 4 * ceil(n / 10)), the time spent outside the model (briefs, decoding, checks, retries), and
 * `Generate.settle`; beside the offline generation of the same population in the same run.
 */
import { layerOpenAi } from "@cis/llm"
import { fakeOpenAi } from "@cis/llm/testing"
import { Generate } from "@cis/persona-writer"
import { Effect, Either, Layer, Option } from "effect"
import { PersonaTextWriter } from "../src/personas/index.js"

const PROMPT = "night-shift nurses in rural hospitals"

// varied wording, as a model's would be: phrases from combinations of distinct words
const A = [
  "quiet",
  "stubborn",
  "cheerful",
  "meticulous",
  "restless",
  "patient",
  "blunt",
  "curious",
  "wry",
  "gentle",
  "brisk",
  "earnest"
]
const B = [
  "gardens",
  "crosswords",
  "choir",
  "fishing",
  "baking",
  "cycling",
  "podcasts",
  "chess",
  "pottery",
  "hiking",
  "birdwatching",
  "knitting"
]
const C = [
  "rotas",
  "paperwork",
  "parking",
  "handovers",
  "pagers",
  "agency",
  "budgets",
  "alarms",
  "canteens",
  "audits",
  "transfers",
  "staffing"
]
const pick = <T>(xs: ReadonlyArray<T>, i: number, k: number): T =>
  xs[(i * k + Math.floor(i / xs.length)) % xs.length]!
const COUNT = 1000

const program = Effect.gen(function* () {
  const fake = yield* fakeOpenAi
  fake.reset([
    {
      reply: (req) => {
        const user = String(req.messages[1].content)
        const briefs = JSON.parse(user.split("\n").find((l: string) => l.startsWith("[{"))!)
        const retry = user.includes("contradicted their facts")
        return {
          content: JSON.stringify({
            personas: briefs.map((b: any) => ({
              persona_id: b.persona_id,
              bio:
                Number(b.persona_id.slice(2)) % 20 === 0 && !retry
                  ? `${b.name}, 99, has seen everything.`
                  : `${b.name} is ${b.facts.age}, ${pick(A, Number(b.persona_id.slice(2)), 5)} by nature, and unwinds with ${pick(B, Number(b.persona_id.slice(2)), 7)}.`,
              goal: `${b.name.split(" ")[0]} hopes for ${pick(A, Number(b.persona_id.slice(2)), 11)} colleagues and more ${pick(B, Number(b.persona_id.slice(2)), 3)}.`,
              pain_point: `${b.name.split(" ")[0]} dreads ${pick(C, Number(b.persona_id.slice(2)), 5)} and ${pick(C, Number(b.persona_id.slice(2)), 7)}.`,
              voice: "You speak calmly."
            }))
          })
        }
      }
    }
  ])
  const t0 = performance.now()
  const g = Generate.generate(PROMPT, { count: COUNT, seed: "bench" })
  const offline = performance.now() - t0
  if (Either.isLeft(g)) throw new Error(g.left.message)
  const writer = yield* Effect.provide(
    PersonaTextWriter.PersonaTextWriter,
    PersonaTextWriter.layerModel().pipe(
      Layer.provide(
        layerOpenAi({ baseUrl: fake.baseUrl, apiKey: Option.none(), model: "fake", timeout: 30_000 })
      )
    )
  )
  const t1 = performance.now()
  const written = yield* writer.write(PROMPT, g.right.blueprint, g.right.personas)
  const model = performance.now() - t1
  const t2 = performance.now()
  const settled = Generate.settle(written.personas, g.right.blueprint, "bench")
  const settle = performance.now() - t2
  console.log(
    `${PROMPT}, ${COUNT} personas: offline generation ${offline.toFixed(0)} ms | model text ${model.toFixed(0)} ms over loopback, ${written.report.calls} calls (bound ${4 * Math.ceil(COUNT / 10)}), by model ${written.report.by_model}, repaired ${written.report.repaired}, offline ${written.report.offline} | settle ${settle.toFixed(0)} ms, rewritten ${settled.redrawn}, max similarity ${settled.diversity?.max_pairwise_similarity.toFixed(3)} | model-text / offline ratio ${(model / offline).toFixed(2)}`
  )
})

Effect.runPromise(Effect.scoped(program)).then(
  () => process.exit(0),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)
