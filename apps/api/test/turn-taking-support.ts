/**
 * A real WebSocket client for the thread socket, and a test server that also runs the delivery
 * scheduler with pacing sped up (`CIS_TURN_TAKING_SPEEDUP`), so a reply lands in a fraction of
 * a second.
 */
import type { Db } from "@cis/db"
import { TurnTaking } from "@cis/services"
import { ConfigProvider, Effect, Layer } from "effect"
import type { AppServices } from "../src/Server.js"
import { call, type TestServer, type TestServerOptions, testServer } from "./support.js"

export const speedup = 50

/** The API over `db` with a delivery scheduler (polling at most every 200 ms as the fallback). */
export const ttServer = (
  db: Layer.Layer<Db>,
  options: TestServerOptions & { readonly scheduler?: boolean; readonly leadMs?: number } = {}
): Layer.Layer<TestServer | AppServices> =>
  (options.scheduler === false
    ? testServer(db, options)
    : TurnTaking.Delivery.schedulerLayer({ pollMs: 200, leadMs: options.leadMs ?? 0 }).pipe(
        Layer.provideMerge(testServer(db, options))
      )
  ).pipe(
    Layer.provide(
      Layer.setConfigProvider(
        ConfigProvider.fromMap(new Map([["CIS_TURN_TAKING_SPEEDUP", String(speedup)]])).pipe(
          ConfigProvider.orElse(() => ConfigProvider.fromEnv())
        )
      )
    )
  )

/** One received socket event with the client's receipt time. */
export interface Received {
  readonly type: string
  readonly channel: string
  readonly seq: number
  readonly data: any
  readonly receivedAt: number
}

export interface Client {
  readonly events: Array<Received>
  readonly closed: Promise<number>
  readonly close: () => void
  /** The last `seq` received (0: none). */
  readonly last: () => number
}

/** Opens a socket; fails with the HTTP status when the upgrade is refused. */
export const connect = (url: string) =>
  Effect.promise(
    () =>
      new Promise<Client | { readonly refused: true }>((resolve) => {
        const ws = new WebSocket(url)
        const events: Array<Received> = []
        let resolveClosed: (code: number) => void = () => {}
        const closed = new Promise<number>((r) => {
          resolveClosed = r
        })
        const client: Client = {
          events,
          closed,
          close: () => ws.close(),
          last: () => events.at(-1)?.seq ?? 0
        }
        let opened = false
        ws.addEventListener("open", () => {
          opened = true
          resolve(client)
        })
        ws.addEventListener("message", (e) => {
          events.push({ ...JSON.parse(String(e.data)), receivedAt: Date.now() })
        })
        ws.addEventListener("error", () => {
          if (!opened) resolve({ refused: true })
        })
        ws.addEventListener("close", (e) => resolveClosed(e.code))
      })
  )

/** Connects or dies (for tests that expect the socket to open). */
export const mustConnect = (url: string) =>
  Effect.flatMap(connect(url), (c) =>
    "refused" in c ? Effect.die(new Error(`socket refused: ${url}`)) : Effect.succeed(c)
  )

/** Waits until `done(events)` holds (or dies after `ms`). */
export const waitUntil = (client: Client, done: (events: ReadonlyArray<Received>) => boolean, ms = 15_000) =>
  Effect.promise(async () => {
    const end = Date.now() + ms
    while (!done(client.events)) {
      if (Date.now() > end) throw new Error(`timed out; got ${JSON.stringify(client.events)}`)
      await new Promise((r) => setTimeout(r, 5))
    }
  })

export const messagesOf = (events: ReadonlyArray<Received>) =>
  events.filter((e) => e.type === "turn_taking.message")

/** open_thread, returning the body. */
export const openThread = (url: string, token: string, body: unknown = {}) =>
  Effect.map(call(url, "POST", "/v1/turn-taking/actions/open_thread", { token, body }), (r) => {
    if (r.status !== 200) throw new Error(`open_thread: ${r.status} ${JSON.stringify(r.body)}`)
    return r.body as {
      thread: { id: string; user_id: string; created_at: string; updated_at: string }
      channel: string
      realtime: { connect_url: string; expires_at: string }
    }
  })

export const submit = (url: string, token: string, body: unknown) =>
  call(url, "POST", "/v1/turn-taking/actions/submit_messages", { token, body })

export const respond = (url: string, token: string, body: unknown) =>
  call(url, "POST", "/v1/turn-taking/actions/respond", { token, body })

export const recordEvent = (url: string, token: string, body: unknown) =>
  call(url, "POST", "/v1/turn-taking/actions/record_event", { token, body })

/** A reply that paces into three messages. */
export const threeParts =
  "Sure, I can help you with the export today.\n\nOpen the settings page and find the billing tab there.\n\nThen click export and pick the CSV format."
