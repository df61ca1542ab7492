/** Zoom saved chats: the old `HH:MM:SS From  Name : text` and the new `HH:MM:SS Name:\ttext`. */
import { Acc, type Read } from "./read.js"
import { cleanSpeaker } from "./text.js"

/** Old layout; `From X to Y (Privately)` / `to Everyone` / `(Direct Message)` after the name. */
export const OLD =
  /^(\d{1,2}):(\d{2}):(\d{2})[\t ]{1,4}From[\t ]{1,3}(\S.{0,79}?)(?:[\t ]{1,3}to[\t ]{1,3}(\S.{0,79}?))?[\t ]{0,3}(?:\((?:Privately|Direct Message|privately)\))?[\t ]{0,3}:[\t ]?(.*)$/
/** New layout: `HH:MM:SS Name:` then a tab and the text (or the text on tab-indented lines). */
export const NEW = /^(\d{1,2}):(\d{2}):(\d{2})[\t ]{1,4}(\S[^\t]{0,79}?):(?:\t(.*))?$/
const REACTION = /^(?:Reacted to ".*" with .{1,20}|Removed a .{1,20} reaction from ".*")$/

/** Reads a Zoom chat save. Zoom writes times only: no timestamp is derived. */
export const read = (ls: ReadonlyArray<string>): Read => {
  const acc = new Acc()
  for (const line of ls) {
    const o = OLD.exec(line)
    const n = o === null ? NEW.exec(line) : null
    if (o !== null || n !== null) {
      let speaker = cleanSpeaker((o !== null ? o[4] : n![4])!)
      const text = (o !== null ? o[6] : n![5]) ?? ""
      if (n !== null) {
        // `From Alice to Everyone:` in the new layout too.
        const from = /^From (.{1,80}?)(?: to .{1,80})?$/.exec(speaker)
        if (from !== null) speaker = cleanSpeaker(from[1]!)
      }
      if (REACTION.test(text.trim())) {
        acc.sys()
        continue
      }
      acc.start(speaker, text, undefined)
      continue
    }
    const cont = line.startsWith("\t") ? line.slice(1) : line
    if (REACTION.test(cont.trim())) {
      acc.drop()
      continue
    }
    acc.cont(cont)
  }
  return acc.done("zoom-chat")
}
