/**
 * Handlers of the turn-taking groups. The bearer group (`TurnTakingAuth`): the account socket
 * stub and the four actions, one `TurnTaking` call each. The socket group: a thread's event
 * socket, authenticated by the grant of its `connect_url` (spec 5.8), which replays the thread's
 * event log after the client's cursor and then streams (see `TurnTaking.Delivery`).
 */
import { Api, Errors, GrantAuth, Security, SocketGrant, TurnTaking as T } from "@cis/contract"
import { type Idempotency, TurnTaking } from "@cis/services"
import {
  HttpApiBuilder,
  type HttpApiGroup,
  type HttpServerRequest,
  HttpServerResponse
} from "@effect/platform"
import { Clock, Duration, Effect, Layer, Queue, Redacted } from "effect"
import { orUnavailable } from "../Database.js"
import { idempotent } from "../Idempotent.js"

const account = Effect.map(Security.CurrentPrincipal, (p) => p.accountId)

/** Longest wait of an idle socket before it looks at the log again (if a wake-up was lost). */
export const idlePoll = Duration.seconds(30)

/** `ws(s)://<host>` of the request: the socket is reached the way the API was. */
const origin = (request: HttpServerRequest.HttpServerRequest): string => {
  const proto = request.headers["x-forwarded-proto"]?.split(",")[0]?.trim()
  const host = request.headers["x-forwarded-host"] ?? request.headers.host ?? "127.0.0.1"
  return `${proto === "https" ? "wss" : "ws"}://${host}`
}

export const TurnTakingLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "turnTaking">,
  never,
  TurnTaking.TurnTaking | Idempotency.Idempotency | Security.TurnTakingAuth
> = HttpApiBuilder.group(Api.Api, "turnTaking", (handlers) =>
  Effect.map(TurnTaking.TurnTaking, (tt) =>
    handlers
      .handle("socket", ({ request }) =>
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
          // The account socket ignores what the client sends; it lasts until the client closes it.
          yield* socket
            .runRaw(() => Effect.void, { onOpen: Effect.ignore(write(ready)) })
            .pipe(Effect.catchAll(() => Effect.void))
          return HttpServerResponse.empty()
        }).pipe(Effect.scoped)
      )
      .handle("openThread", ({ payload, request }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "turn-taking.open_thread",
              request: payload,
              response: T.OpenThreadResponse,
              work: Effect.map(tt.open(id, payload), (o) => ({
                thread: o.thread,
                channel: o.channel,
                realtime: {
                  connect_url: `${origin(request)}/v1/turn-taking/threads/${o.thread.id}/socket?grant=${o.grant}`,
                  expires_at: o.expires_at
                }
              }))
            })
          )
        )
      )
      .handle("submitMessages", ({ payload }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "turn-taking.submit_messages",
              request: payload,
              response: T.SubmitMessagesResponse,
              work: tt.submit(id, payload)
            })
          )
        )
      )
      .handle("respond", ({ payload }) =>
        Effect.flatMap(account, (id) =>
          orUnavailable(
            idempotent({
              accountId: id,
              operation: "turn-taking.respond",
              request: payload,
              response: T.RespondResponse,
              work: tt.respond(id, payload)
            })
          )
        )
      )
      .handle("recordEvent", ({ payload }) =>
        Effect.flatMap(account, (id) => orUnavailable(tt.record(id, payload)))
      )
  )
)

/** The grant middleware: hands the `grant` query parameter to the handler, which checks it. */
export const grantLive = Layer.succeed(GrantAuth, { grant: (grant) => Effect.succeed(grant) })

export const TurnTakingSocketLive: Layer.Layer<
  HttpApiGroup.ApiGroup<"cis", "turnTakingSocket">,
  never,
  TurnTaking.TurnTaking | TurnTaking.Delivery.Hub | GrantAuth
> = HttpApiBuilder.group(Api.Api, "turnTakingSocket", (handlers) =>
  Effect.gen(function* () {
    const tt = yield* TurnTaking.TurnTaking
    const hub = yield* TurnTaking.Delivery.Hub
    return handlers.handle("threadSocket", ({ path, urlParams, request }) =>
      Effect.gen(function* () {
        const grant = Redacted.value(yield* SocketGrant)
        const authorized =
          grant === "" || grant.length > 256
            ? undefined
            : yield* orUnavailable(tt.authorize(path.thread_id, grant))
        if (authorized === undefined) {
          return yield* new Errors.AuthenticationFailed({
            message:
              "Authentication failed: this socket URL's grant is expired, invalid or for another thread. Call open_thread with the thread_id for a fresh connect_url."
          })
        }
        if (request.headers.upgrade?.toLowerCase() !== "websocket") {
          return yield* new Errors.UpgradeRequired({
            message: "This route only answers a WebSocket upgrade ('Upgrade: websocket')."
          })
        }
        const socket = yield* Effect.orDie(request.upgrade)
        const write = yield* socket.writer
        // Subscribed before the first read: an event logged after it wakes the loop.
        const wake = yield* hub.subscribe(authorized.key)
        const channel = TurnTaking.channelOf(authorized.threadId)
        let cursor = urlParams.after ?? authorized.fromSeq
        const pump = Effect.gen(function* () {
          while (true) {
            const rows = yield* hub.read(authorized.key, cursor)
            // Events before the first one kept were deleted by retention: say so, once, rather
            // than skip them silently (the gap carries no seq: it is not a logged event).
            if (rows.length > 0 && rows[0]!.seq > cursor + 1)
              yield* write(
                JSON.stringify({
                  type: "turn_taking.gap",
                  channel,
                  data: { after: cursor, resumes_at: rows[0]!.seq, reason: "retention" }
                })
              )
            for (const r of rows) {
              // Logged ahead of its moment (the scheduler's lead): held until then.
              // A timer may fire up to a millisecond early against the wall clock: look again.
              if (r.visibleAt !== null) {
                let now = yield* Clock.currentTimeMillis
                while (r.visibleAt > now) {
                  yield* Effect.sleep(Duration.millis(r.visibleAt - now))
                  now = yield* Clock.currentTimeMillis
                }
              }
              yield* write(JSON.stringify({ type: r.type, channel, seq: r.seq, data: r.data }))
              cursor = r.seq
            }
            if (rows.length < TurnTaking.Delivery.pageSize)
              yield* Effect.timeoutOption(Queue.take(wake), idlePoll)
          }
        })
        yield* Effect.raceFirst(
          socket.runRaw(() => Effect.void),
          pump
        ).pipe(Effect.catchAll(() => Effect.void))
        return HttpServerResponse.empty()
      }).pipe(Effect.scoped)
    )
  })
)
