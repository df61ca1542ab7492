/**
 * A light English stemmer: strips the common inflectional suffixes so that "meetings",
 * "meeting" and "meet" compare equal, and "moved"/"moving"/"moves" give "mov". Not Porter:
 * it never strips derivational suffixes, so it rarely merges unrelated words. Words of 3
 * letters or fewer are returned unchanged.
 */
export const stem = (word: string): string => {
  let w = word
  if (w.length <= 3) return w
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith("sses")) w = w.slice(0, -2)
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1)
  for (const suffix of ["ingly", "edly", "ing", "ed", "ly"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length)
      // "stopped" -> "stopp" -> "stop"
      if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1)
      break
    }
  }
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1)
  return w
}
