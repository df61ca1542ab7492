/**
 * Handlers of the turn-taking group. The event socket is reached only through the bearer
 * middleware (`TurnTakingAuth`), like every other endpoint: an unauthenticated upgrade gets
 * the 401 envelope and never a socket.
 */
import { Api, Errors, Security } from "@cis/contract"
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

export const TurnTakingLive = HttpApiBuilder.group(Api.Api, "turnTaking", (handlers) =>
  handlers.handle("socket", ({ request }) =>
    Effect.gen(function* () {
      if (request.headers.upgrade?.toLowerCase() !== "websocket") {
        return yield* new Errors.UpgradeRequired({
          message: "This route only answers a WebSocket upgrade ('Upgrade: websocket')."
        })
      }
      const principal = yield* Security.CurrentPrincipal
      const socket = yield* Effect.orDie(request.upgrade)
      const write = yield* socket.writer
      const ready = JSON.stringify({ type: "turn_taking.ready", data: { user_id: principal.accountId } })
      // The stub ignores what the client sends; the connection lasts until the client closes it.
      yield* socket
        .runRaw(() => Effect.void, { onOpen: Effect.ignore(write(ready)) })
        .pipe(Effect.catchAll(() => Effect.void))
      return HttpServerResponse.empty()
    }).pipe(Effect.scoped)
  )
)
