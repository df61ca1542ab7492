/** @cis/llm: the `LanguageModel` service and its offline and OpenAI-compatible providers. */
export * from "./LanguageModel.js"
