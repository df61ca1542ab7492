/**
 * A fake OpenAI-compatible chat-completions server on a loopback port, for tests: the one
 * outside party tests may fake. Each request takes the next entry of `script` (the last one
 * repeats); every request body is kept in `requests`.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, type Scope } from "effect"

export type FakeAnswer =
  /** 200 with this text as `choices[0].message.content`. */
  | { readonly content: string }
  /** This status with a short body. */
  | { readonly status: number; readonly body?: string }
  /** 200 with this raw JSON body. */
  | { readonly raw: unknown }
  /** No answer until the connection closes. */
  | { readonly hang: true }
  /** The answer computed from the request body (e.g. one that echoes the request's ids). */
  | { readonly reply: (request: any) => FakeAnswer }

export interface FakeOpenAi {
  /** Base URL up to `/v1`. */
  readonly baseUrl: string
  script: ReadonlyArray<FakeAnswer>
  readonly requests: Array<any>
  readonly authorizations: Array<string | undefined>
  /** Clears the recorded requests and sets the script. */
  readonly reset: (script: ReadonlyArray<FakeAnswer>) => void
}

/** Starts the fake for the enclosing scope. */
export const fakeOpenAi: Effect.Effect<FakeOpenAi, never, Scope.Scope> = Effect.acquireRelease(
  Effect.promise(async () => {
    const fake = {
      baseUrl: "",
      script: [] as ReadonlyArray<FakeAnswer>,
      requests: [] as Array<any>,
      authorizations: [] as Array<string | undefined>,
      reset: (script: ReadonlyArray<FakeAnswer>) => {
        fake.script = script
        fake.requests.length = 0
        fake.authorizations.length = 0
      }
    }
    const server = createServer((req, res) => {
      let body = ""
      req.on("data", (c) => (body += c))
      req.on("end", () => {
        fake.requests.push(JSON.parse(body))
        fake.authorizations.push(req.headers.authorization)
        const scripted = fake.script[Math.min(fake.requests.length - 1, fake.script.length - 1)]
        const answer =
          scripted !== undefined && "reply" in scripted ? scripted.reply(fake.requests.at(-1)) : scripted
        if (answer !== undefined && "hang" in answer) return
        if (answer !== undefined && "reply" in answer)
          throw new Error("a reply must not return another reply")
        if (answer === undefined || "status" in answer) {
          res.writeHead(answer?.status ?? 500, { "content-type": "text/plain" })
          return res.end(answer?.body ?? "fake provider failure")
        }
        res.writeHead(200, { "content-type": "application/json" })
        res.end(
          JSON.stringify(
            "raw" in answer
              ? answer.raw
              : { choices: [{ message: { role: "assistant", content: answer.content } }] }
          )
        )
      })
    })
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
    const port = (server.address() as AddressInfo).port
    fake.baseUrl = `http://127.0.0.1:${port}/v1`
    return { fake: fake as FakeOpenAi, server }
  }),
  ({ server }) =>
    Effect.promise(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections()
          server.close(() => r())
        })
    )
).pipe(Effect.map(({ fake }) => fake))
