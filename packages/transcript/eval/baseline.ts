/**
 * The trivial baseline: a naive `Name: text` line splitter (what a quick script does). A line
 * with `something: ` up to 40 chars before the colon starts a message; any other line joins
 * the message above. No format detection, no decoration handling.
 */
export const naiveSplit = (text: string): Array<{ speaker: string; text: string }> => {
  const out: Array<{ speaker: string; lines: Array<string> }> = []
  for (const line of text.split(/\r?\n/)) {
    const m = /^([^:\n]{1,40}):\s(.*)$/.exec(line)
    if (m !== null) out.push({ speaker: m[1]!.trim(), lines: [m[2]!] })
    else out[out.length - 1]?.lines.push(line)
  }
  return out.map((m) => ({ speaker: m.speaker, text: m.lines.join("\n").trim() }))
}
