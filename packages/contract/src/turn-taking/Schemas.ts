/**
 * Schemas of the turn-taking component (spec 2.12, 2.13, 3.3, 4.15-4.18, 6).
 */
import { Schema } from "effect"
import { isSafeText, NonBlank } from "../platform/Schemas.js"

const all = { parseOptions: { errors: "all", onExcessProperty: "error" } } as const

const safe = <A extends string, I, R>(self: Schema.Schema<A, I, R>) =>
  self.pipe(
    Schema.filter((s: A) => isSafeText(s), {
      message: () => "must not contain NUL characters or unpaired surrogates"
    })
  )

const text = (min: number, max: number) =>
  Schema.String.pipe(Schema.minLength(min), Schema.maxLength(max), safe)

/** Most messages in one `submit_messages` batch. */
export const maxBatch = 20
/** Longest inbound message and reply, in characters. */
export const maxContentChars = 4000
/** Longest `system_prompt`, in characters. */
export const maxSystemPromptChars = 8000
/** Longest `sender` and `channel_id`, in characters. */
export const maxNameChars = 255

const iso8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** An ISO 8601 date-time with a time zone (`2026-11-24T10:00:00Z`). */
export const Timestamp = Schema.String.pipe(
  Schema.filter((s) => iso8601.test(s) && !Number.isNaN(Date.parse(s)), {
    message: () => "must be an ISO 8601 date-time with a time zone, e.g. 2026-11-24T10:00:00Z",
    jsonSchema: { format: "date-time" }
  })
).annotations({
  // Random strings almost never match: generate dates (fuzz and property tests).
  arbitrary: () => (fc) =>
    fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms).toISOString())
})

/** Behavioural signals settings (4.15). */
export const SocialSignals = Schema.Struct({
  channel_id: Schema.optional(
    text(1, maxNameChars).annotations({
      description: "The channel the signals belong to, 1-255 characters; default the thread id."
    })
  )
}).annotations({
  identifier: "SocialSignals",
  description: "Present: behavioural tags and `turn_taking.signal` events are on.",
  ...all
})

/** A thread's integrations (4.15). */
export const Integrations = Schema.Struct({
  social_signals: Schema.optional(SocialSignals)
}).annotations({
  identifier: "Integrations",
  description: "Integrations of the thread; `social_signals` enables behavioural tags and signal events.",
  ...all
})
/** The type of {@link Integrations}. */
export type Integrations = typeof Integrations.Type

/** Open a thread (4.15). */
export const OpenThreadRequest = Schema.Struct({
  thread_id: Schema.optional(
    Schema.UUID.annotations({
      description: "Omit to mint a thread; an existing id re-opens it with a fresh `connect_url`."
    })
  ),
  integrations: Schema.optional(Integrations)
}).annotations({ identifier: "OpenThreadRequest", description: "Open or re-open a thread.", ...all })

/** A thread (2.12). */
export const Thread = Schema.Struct({
  id: Schema.UUID.annotations({ description: "The thread's id." }),
  user_id: Schema.String.annotations({ description: "The owning account." }),
  created_at: Schema.String.annotations({ description: "ISO 8601." }),
  updated_at: Schema.String.annotations({ description: "ISO 8601." })
}).annotations({ identifier: "Thread", description: "A turn-taking thread." })

/** The socket grant (2.12). */
export const Realtime = Schema.Struct({
  connect_url: Schema.String.annotations({
    description:
      "Short-lived WebSocket URL, opened exactly as given; to resume after a drop, append `&after=<last seq seen>` to a fresh one."
  }),
  expires_at: Schema.String.annotations({ description: "When the URL stops opening sockets (ISO 8601)." })
}).annotations({ identifier: "Realtime", description: "Where to connect for the thread's events." })

/** An opened thread (4.15). */
export const OpenThreadResponse = Schema.Struct({
  thread: Thread,
  channel: Schema.String.annotations({ description: "`turn-taking-thread/{thread_id}`." }),
  realtime: Realtime
}).annotations({ identifier: "OpenThreadResponse", description: "The thread and where to connect." })

const ThreadId = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255), safe).annotations({
  description: "The thread's id (from open_thread)."
})

const SystemPrompt = text(0, maxSystemPromptChars).annotations({
  description: "The agent's identity and rules, at most 8,000 characters."
})

/** An inbound message (2.1). */
export const InboundMessage = Schema.Struct({
  sender: text(1, maxNameChars).annotations({ description: "Display name or stable id, 1-255 characters." }),
  content: text(1, maxContentChars).annotations({ description: "The message, 1-4,000 characters." }),
  client_ts: Schema.optional(Timestamp.annotations({ description: "When it was sent (ISO 8601)." }))
}).annotations({ identifier: "InboundMessage", description: "One inbound chat message.", ...all })

/** Submit an inbound batch (4.16). */
export const SubmitMessagesRequest = Schema.Struct({
  thread_id: ThreadId,
  messages: Schema.Array(InboundMessage)
    .pipe(Schema.minItems(1), Schema.maxItems(maxBatch))
    .annotations({ description: "The batch, oldest first, 1-20 messages." }),
  system_prompt: Schema.optional(SystemPrompt)
}).annotations({ identifier: "SubmitMessagesRequest", description: "An inbound batch.", ...all })

/** The decision on a batch (4.16). */
export const SubmitMessagesResponse = Schema.Struct({
  decision: Schema.Literal("speak", "stay_silent").annotations({ description: "Whether the agent speaks." }),
  turn_epoch: Schema.Int.annotations({
    description: "The thread's turn after this batch; pass it to respond."
  }),
  tags: Schema.Array(Schema.String).annotations({
    description:
      "Behavioural tags (`fast`, `comeback`, `typing_without_sending`, `edited`); empty unless social signals are on."
  })
}).annotations({ identifier: "SubmitMessagesResponse", description: "The decision." })

/** A drafted reply (4.17). */
export const RespondRequest = Schema.Struct({
  thread_id: ThreadId,
  content: NonBlank.pipe(Schema.maxLength(maxContentChars), safe).annotations({
    description: "The reply, 1-4,000 characters."
  }),
  turn_epoch: Schema.Int.annotations({ description: "The `turn_epoch` of the batch this answers." }),
  system_prompt: Schema.optional(SystemPrompt)
}).annotations({ identifier: "RespondRequest", description: "A drafted reply to pace.", ...all })

/** A scheduled message (2.13). */
export const ScheduledMessage = Schema.Struct({
  id: Schema.UUID.annotations({ description: "The message's id." }),
  thread_id: Schema.String.annotations({ description: "The thread." }),
  content: Schema.String.annotations({ description: "This piece of the reply." }),
  position: Schema.Int.annotations({ description: "0-based order within the reply." }),
  deliver_at: Schema.String.annotations({ description: "When it is sent (ISO 8601); never earlier." }),
  status: Schema.Literal("scheduled", "delivered", "cancelled").annotations({
    description: "`scheduled`, then `delivered` or `cancelled` (a newer batch arrived first)."
  })
}).annotations({ identifier: "ScheduledMessage", description: "One message of a paced reply." })

/** The scheduled reply (4.17). */
export const RespondResponse = Schema.Struct({
  scheduled: Schema.Array(ScheduledMessage).annotations({
    description: "1-5 messages in delivery order; empty when superseded."
  }),
  superseded: Schema.Boolean.annotations({ description: "True when a newer batch made the draft stale." })
}).annotations({ identifier: "RespondResponse", description: "The scheduled reply." })

/** A typing or edit event (4.18). */
export const RecordEventRequest = Schema.Struct({
  thread_id: ThreadId,
  type: Schema.Literal("typing_start", "typing_stop", "message_edited").annotations({
    description: "`typing_start`, `typing_stop` or `message_edited`."
  }),
  sender: text(1, maxNameChars).annotations({ description: "Who, 1-255 characters." }),
  client_ts: Schema.optional(Timestamp.annotations({ description: "When (ISO 8601); default receipt time." }))
}).annotations({ identifier: "RecordEventRequest", description: "A typing or edit event.", ...all })

/** The answer to record_event (4.18). */
export const RecordEventResponse = Schema.Struct({
  tags: Schema.Array(Schema.String).annotations({ description: "Always empty for typing and edit events." })
}).annotations({ identifier: "RecordEventResponse", description: "Recorded." })

/** Path of the thread socket. */
export const SocketPath = Schema.Struct({
  thread_id: Schema.UUID.annotations({ description: "The thread." })
})

/** Query of the thread socket. */
export const SocketQuery = Schema.Struct({
  after: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative()).annotations({
      description: "Resume: the last `seq` the client saw; every later event is replayed in order."
    })
  )
})

/** The envelope of every socket event (spec 6). */
export const SocketEvent = Schema.Struct({
  type: Schema.Literal("turn_taking.message", "turn_taking.typing", "turn_taking.signal"),
  channel: Schema.String,
  seq: Schema.Int,
  data: Schema.Record({ key: Schema.String, value: Schema.Unknown })
}).annotations({ identifier: "SocketEvent", description: "One event on a thread's socket." })
