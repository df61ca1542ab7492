import { readFileSync, readdirSync } from "node:fs"
import { Transcript } from "./src/index.js"
const dir = "/work/shared/fixtures/chats/"
for (const f of readdirSync(dir)) {
  if (f.endsWith(".md")) continue
  const p = Transcript.parse(readFileSync(dir + f, "utf8"))
  console.log("==", f, p.format, p.participants, p.agentGuess, p.skippedLines, p.systemLines)
  for (const m of p.messages) console.log("  ", m.id, JSON.stringify(m.speaker), JSON.stringify(m.text).slice(0, 80), m.timestamp)
}
