/**
 * @cis/turn-taking: whether an agent should speak on an inbound batch (spec 3.3, 4.16), the
 * turn-epoch state machine of a thread, and behavioural tags from message and typing timing
 * (spec 4.18, 6). Pure: no I/O; the clock comes in as an argument.
 */
export * as Agent from "./Agent.js"
export * as Decide from "./Decide.js"
export * as Message from "./Message.js"
export * as Signals from "./Signals.js"
export * as Thread from "./Thread.js"
