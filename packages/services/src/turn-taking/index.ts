/** The turn-taking component: threads, decisions, paced replies, the outbox scheduler and socket wake-ups. */

export * as Delivery from "./Delivery.js"
export * as Repo from "./Repo.js"
export * from "./TurnTaking.js"
export * as Voice from "./Voice.js"
