/**
 * @cis/llm: the `LanguageModel` client (chat completions and structured outputs with one
 * repair round), its offline and OpenAI-compatible implementations, and the offline answers.
 */
export * from "./LanguageModel.js"
export * from "./Offline.js"
