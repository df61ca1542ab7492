/**
 * What the engines read: the messages of a thread and the typing events around them. Times are
 * epoch milliseconds (the service parses `client_ts`, or uses its receipt time).
 */

/** One chat message of a thread. */
export interface Message {
  /** Display name or stable id of the sender (spec 2.1, `sender`, 1-255 chars). */
  readonly sender: string
  readonly content: string
  /**
   * When it was sent, epoch ms: `client_ts`, else the server's receipt time. Messages with equal
   * times carry no timing information (no burst, no `fast`).
   */
  readonly at: number
  /** True for the agent's own delivered messages in the history. */
  readonly fromAgent?: boolean
  /** True when the client marked it as a reply to one of the agent's messages (a quoted reply). */
  readonly replyToAgent?: boolean
}

/** A `record_event` event (spec 4.18). */
export interface Event {
  readonly type: "typing_start" | "typing_stop" | "message_edited"
  readonly sender: string
  readonly at: number
}
