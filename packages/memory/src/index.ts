/**
 * @cis/memory: the text logic of social memory (spec 4.5-4.7): query terms, rank fusion, the
 * recall context within its budget, extractive answers that prefer the latest statement, and
 * the check that every cited message exists and is attributed to its real speaker. Pure: no
 * I/O, no clock, no randomness (times come in with the messages).
 */
export * as Answer from "./Answer.js"
export * as Citation from "./Citation.js"
export * as Limits from "./Limits.js"
export * as Message from "./Message.js"
export * as Rank from "./Rank.js"
export * as Recall from "./Recall.js"
export * as Text from "./Text.js"
