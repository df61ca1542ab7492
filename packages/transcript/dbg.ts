import { Transcript } from "./src/index.js"
import { written } from "./test/samples/index.js"
const names = process.argv.slice(2)
for (const s of written) if (names.some((n) => s.name.includes(n))) {
  const p = Transcript.parse(s.input, s.referenceDate ? { referenceDate: s.referenceDate } : {})
  console.log(s.name, p.format, p.agentGuess, p.skippedLines, p.systemLines)
  for (const m of p.messages) console.log("  ", JSON.stringify(m.speaker), JSON.stringify(m.text), m.timestamp)
}
