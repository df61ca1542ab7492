/**
 * @cis/pacing: a drafted reply becomes 1-5 chat messages, split where a person would split it
 * and timed by a typing model grounded in measured human typing speeds (spec 2.13, 4.17).
 * Pure: no I/O; the clock and the seed come in as arguments.
 */
export * as Pace from "./Pace.js"
export * as Split from "./Split.js"
export * as Typing from "./Typing.js"
