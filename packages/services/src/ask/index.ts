/** The ask component: `/v1/ask` and its model-backed `Answerer`. */
export * as Answerer from "./Answerer.js"
export * from "./Ask.js"
