/**
 * Under the `openai` provider, end to end over HTTP against a fake OpenAI-compatible server on
 * loopback: the model writes the personas' text in batches (several personas per call), text that
 * contradicts the fields is caught and asked for again once, then falls back to the offline text;
 * calls are bounded. Grounding `web` / `research` against a fake SearXNG-compatible search server
 * on loopback: findings reach the model, `sources` are what was found and cited, the level used is
 * reported, and a failing search provider degrades to `off`.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { targets } from "@cis/db/testing"
import { layerOpenAi } from "@cis/llm"
import { type FakeAnswer, fakeOpenAi } from "@cis/llm/testing"
import { Personas } from "@cis/services"
import { assert, describe, layer } from "@effect/vitest"
import { Context, Effect, Layer, Option } from "effect"
import { call, Fake, grant, newAccount, pollUntilDone, TestServer, testServer } from "./support.js"

interface FakeSearch {
  readonly baseUrl: string
  readonly searches: Array<string>
  readonly pages: Array<string>
  failing: boolean
}
class Search extends Context.Tag("Search")<Search, FakeSearch>() {}

/** A SearXNG-compatible search server on loopback: 3 results per query, pages under `/page/`. */
const fakeSearch = Effect.acquireRelease(
  Effect.promise(async () => {
    const state = { baseUrl: "", searches: [] as Array<string>, pages: [] as Array<string>, failing: false }
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x")
      if (state.failing) {
        res.writeHead(500)
        return res.end("down")
      }
      if (url.pathname === "/search") {
        const q = url.searchParams.get("q") ?? ""
        state.searches.push(q)
        res.writeHead(200, { "content-type": "application/json" })
        return res.end(
          JSON.stringify({
            query: q,
            results: [1, 2, 3, 4, 5].map((k) => ({
              url: `${state.baseUrl}/page/${k}`,
              title: `Survey ${k}`,
              content: `Nurses on nights: ${20 + k}% work in emergency wards.`
            }))
          })
        )
      }
      if (url.pathname.startsWith("/page/")) {
        state.pages.push(url.pathname)
        res.writeHead(200, { "content-type": "text/html" })
        return res.end(
          `<html><head><script>var x = 1</script></head><body><h1>Night nursing</h1><p>Median age 38.</p></body></html>`
        )
      }
      res.writeHead(404)
      res.end()
    })
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
    state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return { state, server }
  }),
  ({ server }) =>
    Effect.promise(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections()
          server.close(() => r())
        })
    )
).pipe(Effect.map(({ state }) => state as FakeSearch))

const serverWithFakes = (db: Parameters<typeof testServer>[0]) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const fake = yield* fakeOpenAi
      const search = yield* fakeSearch
      return Layer.mergeAll(
        Layer.succeed(Fake, fake),
        Layer.succeed(Search, search),
        testServer(db, {
          worker: true,
          initialCredits: 0,
          llm: layerOpenAi({
            baseUrl: fake.baseUrl,
            apiKey: Option.none(),
            model: "fake-model",
            timeout: 5000
          }),
          lookup: Personas.Lookup.layerSearxng({ baseUrl: search.baseUrl, timeoutMs: 2000 })
        })
      )
    })
  )

const modelBlueprint = {
  domain: "night-shift nurses",
  order: ["ward", "age", "years_on_nights"],
  fields: [
    { name: "ward", kind: "categorical", categorical: { weights: { icu: 2, emergency: 3, maternity: 1 } } },
    { name: "age", kind: "numeric", numeric: { min: 22, max: 64, mean: 38, sd: 9, integer: true } },
    { name: "years_on_nights", kind: "numeric", numeric: { min: 0, max: 30, mean: 5, sd: 5, integer: true } },
    { name: "bio", kind: "text", description: "two sentences" },
    { name: "pain_point", kind: "text", description: "one sentence" }
  ],
  constraints: [{ name: "nights_after_21", lhs: "years_on_nights", op: "<=", rhs: "age - 21" }],
  rationale: "Emergency wards run the most night shifts."
}

const isText = (req: any) => String(req.messages[0].content).startsWith("You write the text of personas")
const briefsOf = (req: any): Array<any> => {
  const user = String(req.messages[1].content)
  const line = user.split("\n").find((l) => l.startsWith("[{"))!
  return JSON.parse(line)
}

const PAINS = [
  "dreads handovers at dawn that repeat everything twice.",
  "hates broken vending machines in the basement corridor.",
  "resents rotas published late on Friday evenings.",
  "worries about agency staff unfamiliar with local protocols.",
  "is tired of chasing pharmacy sign-offs by phone.",
  "finds parking lots empty and unlit frightening.",
  "cannot sleep properly through summer daylight.",
  "misses family birthdays and school plays.",
  "struggles with outdated monitors that beep constantly.",
  "loses patience with paperwork duplicated across systems.",
  "feels management never visits after sunset.",
  "copes badly with cold canteen food reheated twice.",
  "fears medication errors when fatigue peaks.",
  "gets frustrated waiting on porters for transfers.",
  "carries guilt about rushed conversations with relatives."
]

/** Text that agrees with each persona's facts; `wrong(id, retry)` makes one contradict them. */
const textFor = (req: any, wrong: (id: string, retry: boolean) => boolean = () => false): FakeAnswer => {
  const retry = String(req.messages[1].content).includes("contradicted their facts")
  return {
    content: JSON.stringify({
      personas: briefsOf(req).map((b) => ({
        persona_id: b.persona_id,
        bio: wrong(b.persona_id, retry)
          ? `${b.name}, 99, has worked 777 nights in a row.`
          : `${b.name} has covered nights on the ${b.facts.ward} ward for ${b.facts.years_on_nights} years and is ${b.facts.age} now. Colleagues rely on ${b.name} when the ward gets loud after midnight.`,
        pain_point: `${b.name} ${PAINS[Number(b.persona_id.slice(2)) % PAINS.length]}`,
        voice: "You speak in short, calm sentences and use ward shorthand."
      }))
    })
  }
}

/** One reply for every call: blueprint proposals take `proposals` in turn, text calls `text`. */
const mixed = (proposals: ReadonlyArray<FakeAnswer>, text: (req: any) => FakeAnswer): Array<FakeAnswer> => {
  let i = 0
  return [
    {
      reply: (req) =>
        isText(req) ? text(req) : (proposals[Math.min(i++, proposals.length - 1)] ?? { status: 500 })
    }
  ]
}

const funded = (s: { url: string; admin: string }) =>
  Effect.tap(newAccount(s), ({ account_id }) => grant(s, account_id, 200))

const balanceOf = (s: { url: string; admin: string }, accountId: string) =>
  Effect.map(
    call(s.url, "GET", `/v1/admin/accounts/${accountId}`, { token: s.admin }),
    (r) => r.body.balance as number
  )

const generate = (s: { url: string }, token: string, body: unknown) =>
  Effect.gen(function* () {
    const started = yield* call(s.url, "POST", "/v1/personas/actions/generate", { token, body })
    assert.strictEqual(started.status, 200, JSON.stringify(started.body))
    return yield* pollUntilDone(s.url, token, "Population", started.body.id)
  })

const validate = (s: { url: string }, token: string, personas: unknown, blueprint: unknown) =>
  Effect.gen(function* () {
    const started = yield* call(s.url, "POST", "/v1/personas/actions/validate", {
      token,
      body: { personas, blueprint }
    })
    assert.strictEqual(started.status, 200, JSON.stringify(started.body))
    return yield* pollUntilDone(s.url, token, "Evaluation", started.body.id)
  })

for (const target of targets()) {
  describe(target.name, () => {
    layer(serverWithFakes(target.layer), { excludeTestServices: true, timeout: 120_000 })(
      "persona text written by the model, and grounding",
      (it) => {
        it.effect("writes the text in batches, repairs a contradiction, falls back once it repeats", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const fake = yield* Fake
            fake.reset(
              mixed([{ content: JSON.stringify(modelBlueprint) }], (req) =>
                textFor(req, (id, retry) => id === "p-003" || (id === "p-002" && !retry))
              )
            )
            const { account_id, api_key } = yield* funded(s)
            const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 30 })
            assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
            const result = done.body.result
            assert.strictEqual(result.personas.length, 30)
            // 1 proposal, 3 batches of 10, 1 retry for the batch holding p-002 and p-003
            const texts = fake.requests.filter(isText)
            assert.strictEqual(fake.requests.length, 1 + 3 + 1)
            assert.sameMembers(
              texts.map((r) => briefsOf(r).length),
              [10, 10, 10, 2]
            )
            const retry = texts.find((r) => String(r.messages[1].content).includes("contradicted"))!
            assert.sameMembers(
              briefsOf(retry).map((b) => b.persona_id),
              ["p-002", "p-003"]
            )
            assert.include(retry.messages[1].content, "'99'")
            // p-003 contradicted twice; personas too close to another get offline text again
            // (the fake's text is formulaic), which the report counts
            const { by_model, offline, ...rest } = result.text
            assert.deepStrictEqual(rest, { writer: "model", model: "fake-model", repaired: 1, calls: 4 })
            assert.strictEqual(by_model + offline, 30)
            assert.isAtLeast(by_model, 24)
            const fromModel = (result.personas as Array<any>).filter((p) =>
              p.fields.bio.includes("has covered nights")
            )
            assert.strictEqual(fromModel.length, by_model)
            const byId = new Map(result.personas.map((p: any) => [p.persona_id, p]))
            const p3 = byId.get("p-003") as any
            assert.notInclude(p3.fields.bio, "777", "the contradicting text is not kept")
            assert.notInclude(p3.system_prompt, "Your voice:")
            for (const p of fromModel) {
              assert.include(p.fields.bio, `for ${p.fields.years_on_nights} years and is ${p.fields.age} now`)
              assert.include(p.fields.bio, `${p.fields.ward} ward`)
              assert.include(p.system_prompt, "Your voice: You speak in short, calm sentences")
              assert.include(p.system_prompt, p.fields.bio)
              assert.include(p.markdown, p.fields.pain_point)
            }
            assert.notInclude((byId.get("p-002") as any).fields.bio, "99")
            // the population passes its own gates
            const report = yield* validate(s, api_key, result.personas, result.blueprint)
            assert.strictEqual(report.body.status, "succeeded")
            assert.isTrue(report.body.result.passed, JSON.stringify(report.body.result.gates?.slice?.(0, 3)))
            assert.strictEqual(yield* balanceOf(s, account_id), 200 - (2 + 30) - 1)
          })
        )

        it.effect(
          "keeps the offline text when the model's answer never decodes, within 2 calls a batch",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const fake = yield* Fake
              fake.reset(mixed([{ content: JSON.stringify(modelBlueprint) }], () => ({ content: "No." })))
              const { api_key } = yield* funded(s)
              const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 12 })
              assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
              assert.deepStrictEqual(done.body.result.text, {
                writer: "model",
                model: "fake-model",
                by_model: 0,
                repaired: 0,
                offline: 12,
                calls: 4
              })
              assert.strictEqual(fake.requests.length, 1 + 2 * 2, "per batch: the call and its repair round")
              for (const p of done.body.result.personas) assert.notStrictEqual(p.fields.bio, "")
            })
        )

        it.effect("fails provider_error when the provider fails while writing text, charging nothing", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const fake = yield* Fake
            fake.reset(mixed([{ content: JSON.stringify(modelBlueprint) }], () => ({ status: 400 })))
            const { account_id, api_key } = yield* funded(s)
            const done = yield* generate(s, api_key, { prompt: "Night-shift nurses", count: 3 })
            assert.strictEqual(done.body.status, "failed")
            assert.strictEqual(done.body.error, "provider_error")
            assert.strictEqual(yield* balanceOf(s, account_id), 200)
          })
        )

        it.effect("enhance under a model keeps every fact of its input, whatever the model drops", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const fake = yield* Fake
            const maria =
              "Maria, 34, night-shift ICU nurse at a 25-bed critical access hospital in rural Nebraska. Single mom of two, loves true-crime podcasts, worried about staffing cuts"
            fake.reset([
              {
                content: JSON.stringify({
                  name: "Maria Jensen",
                  age: 35,
                  occupation: "nurse",
                  interests: ["true-crime podcasts", "staffing cuts"],
                  traits: ["resilient"]
                })
              }
            ])
            const { api_key } = yield* funded(s)
            const started = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
              token: api_key,
              body: { persona: maria }
            })
            const done = yield* pollUntilDone(s.url, api_key, "Enhancement", started.body.id)
            assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
            const f = done.body.persona.fields
            assert.strictEqual(f.name, "Maria", "no invented surname")
            assert.strictEqual(f.age, "34")
            assert.include(f.occupation, "ICU nurse")
            assert.include(f.location, "Nebraska")
            assert.include(f.family, "two")
            assert.include(f.interests, "true-crime podcasts")
            assert.notInclude(f.interests, "staffing cuts", "a worry stays a worry")
            assert.include(f.worries, "staffing cuts")
            assert.include(f.traits, "resilient", "the model's consistent addition is kept")
            assert.strictEqual(fake.requests.length, 1)
          })
        )

        it.effect(
          "enhance with web grounding: lookups on the occupation and place, findings as context",
          () =>
            Effect.gen(function* () {
              const s = yield* TestServer
              const fake = yield* Fake
              const search = yield* Search
              search.failing = false
              search.searches.length = 0
              search.pages.length = 0
              fake.reset([{ content: JSON.stringify({ traits: ["steady"] }) }])
              const { api_key } = yield* funded(s)
              const text = "Sam, 52, a paramedic from Leeds who loves fell running."
              const started = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
                token: api_key,
                body: { persona: text, grounding: "web" }
              })
              const done = yield* pollUntilDone(s.url, api_key, "Enhancement", started.body.id)
              assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
              assert.strictEqual(done.body.grounding, "web")
              assert.strictEqual(search.searches.length, 2)
              for (const q of search.searches) assert.include(q, "paramedic in Leeds")
              const messages = fake.requests[0].messages
              assert.include(messages[messages.length - 1].content, "Findings of a lookup about this person")
              assert.strictEqual(done.body.persona.fields.age, "52")
              assert.include(done.body.persona.fields.traits, "steady")

              search.failing = true
              fake.reset([{ content: JSON.stringify({ traits: ["steady"] }) }])
              const again = yield* call(s.url, "POST", "/v1/personas/actions/enhance", {
                token: api_key,
                body: { persona: text, grounding: "research" }
              })
              const off = yield* pollUntilDone(s.url, api_key, "Enhancement", again.body.id)
              assert.strictEqual(off.body.status, "succeeded")
              assert.strictEqual(off.body.grounding, "off", "the lookups failed: the level used is off")
              assert.lengthOf(fake.requests[0].messages, 2)
            })
        )

        it.effect("web grounding: a few lookups, findings to the model, sources as found and cited", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const fake = yield* Fake
            const search = yield* Search
            search.failing = false
            search.searches.length = 0
            search.pages.length = 0
            fake.reset(
              mixed(
                [
                  {
                    content: JSON.stringify({
                      ...modelBlueprint,
                      sources: [`${search.baseUrl}/page/2`, "https://invented.example/report"]
                    })
                  }
                ],
                (req) => textFor(req)
              )
            )
            const { api_key } = yield* funded(s)
            const done = yield* generate(s, api_key, {
              prompt: "Night-shift nurses in rural hospitals",
              count: 5,
              grounding: "web"
            })
            assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
            const result = done.body.result
            assert.strictEqual(result.grounding, "web")
            assert.deepStrictEqual(result.blueprint.sources, [`${search.baseUrl}/page/2`])
            assert.strictEqual(search.searches.length, 3)
            assert.strictEqual(search.pages.length, 0, "web reads no pages")
            assert.include(search.searches[0]!, "Night-shift nurses in rural hospitals")
            const proposal = fake.requests.find((r) => !isText(r))!
            const findings = proposal.messages[proposal.messages.length - 1].content as string
            assert.include(findings, "Findings of a lookup")
            assert.include(findings, "work in emergency wards")
            assert.match(
              result.blueprint.rationale,
              /Grounding 'web': 3 lookups, 3 findings shown to the model/
            )
          })
        )

        it.effect("research grounding reads pages; a failing provider degrades to off", () =>
          Effect.gen(function* () {
            const s = yield* TestServer
            const fake = yield* Fake
            const search = yield* Search
            search.failing = false
            search.searches.length = 0
            search.pages.length = 0
            fake.reset(mixed([{ content: JSON.stringify(modelBlueprint) }], (req) => textFor(req)))
            const { api_key } = yield* funded(s)
            const done = yield* generate(s, api_key, {
              prompt: "Night-shift nurses",
              count: 3,
              grounding: "research"
            })
            assert.strictEqual(done.body.status, "succeeded", JSON.stringify(done.body))
            assert.strictEqual(done.body.result.grounding, "research")
            assert.strictEqual(search.searches.length, 6)
            assert.strictEqual(search.pages.length, 3)
            const proposal = fake.requests.find((r) => !isText(r))!
            const findings = proposal.messages[proposal.messages.length - 1].content as string
            assert.include(findings, "Page: Night nursing Median age 38.")
            assert.notInclude(findings, "var x")
            assert.lengthOf(done.body.result.blueprint.sources, 5, "every finding shown when none is cited")

            search.failing = true
            fake.reset(mixed([{ content: JSON.stringify(modelBlueprint) }], (req) => textFor(req)))
            const off = yield* generate(s, api_key, {
              prompt: "Night-shift nurses",
              count: 3,
              grounding: "web"
            })
            assert.strictEqual(off.body.status, "succeeded", JSON.stringify(off.body))
            assert.strictEqual(off.body.result.grounding, "off")
            assert.notProperty(off.body.result.blueprint, "sources")
            assert.match(
              off.body.result.blueprint.rationale,
              /Grounding 'web' was requested, but the lookups failed/
            )
            const proposal2 = fake.requests.find((r) => !isText(r))!
            assert.lengthOf(proposal2.messages, 2, "no findings message")
          })
        )
      }
    )
  })
}
