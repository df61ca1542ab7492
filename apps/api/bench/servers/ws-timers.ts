/**
 * Baseline of the turn-taking bench: the same socket stack (`@effect/platform` over Node) with
 * delivery from in-memory timers, no database. `GET /socket?at=<ms>,<ms>,...` upgrades and
 * sends `{type, seq, data: {position, deliver_at}}` at each time.
 */
import { createServer } from "node:http"
import { HttpRouter, HttpServer, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Clock, Duration, Effect, Layer } from "effect"

const router = HttpRouter.empty.pipe(
  HttpRouter.get(
    "/socket",
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const ats = (new URL(request.url, "http://x").searchParams.get("at") ?? "").split(",").map(Number)
      const socket = yield* Effect.orDie(request.upgrade)
      const write = yield* socket.writer
      const send = Effect.forEach(
        ats,
        (at, i) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            if (at > now) yield* Effect.sleep(Duration.millis(at - now))
            yield* write(
              JSON.stringify({
                type: "turn_taking.message",
                seq: i + 1,
                data: { position: i, deliver_at: new Date(at).toISOString() }
              })
            )
          }),
        { discard: true }
      )
      yield* Effect.raceFirst(
        socket.runRaw(() => Effect.void),
        Effect.zipRight(send, Effect.never)
      ).pipe(Effect.catchAll(() => Effect.void))
      return HttpServerResponse.empty()
    }).pipe(Effect.scoped)
  )
)

const main = HttpServer.serve(router).pipe(
  Layer.provide(
    NodeHttpServer.layer(() => createServer(), { port: Number(process.env.PORT), host: "127.0.0.1" })
  ),
  Layer.tap(() => Effect.sync(() => console.log("ready")))
)

NodeRuntime.runMain(Layer.launch(main))
