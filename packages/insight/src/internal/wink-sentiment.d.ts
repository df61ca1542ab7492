declare module "wink-sentiment" {
  interface Token {
    readonly value: string
    readonly tag: string
    readonly score?: number
  }
  interface Result {
    readonly score: number
    readonly normalizedScore: number
    readonly tokenizedPhrase: ReadonlyArray<Token>
  }
  const sentiment: (phrase: string) => Result
  export default sentiment
}
