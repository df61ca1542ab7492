/**
 * Labelled splits: drafted replies with `¦` where a person texting them would start a new
 * message (no `¦`: sent as one message). Written by hand from how people split chat messages:
 * short answers stay whole, paragraphs and a closing question go on their own, a list travels
 * with the line that introduces it, code and links are never broken.
 */
export interface SplitCase {
  readonly id: string
  readonly marked: string
}

export const SPLIT_CASES: ReadonlyArray<SplitCase> = [
  { id: "short-1", marked: "Sure, see you at 7!" },
  { id: "short-2", marked: "Yes, the museum is open on Mondays." },
  { id: "short-3", marked: "Done. Both rooms are booked." },
  { id: "short-4", marked: "No worries, happy to help 🙂" },
  { id: "short-5", marked: "It's 42 minutes by train, 1h10 by bus." },
  {
    id: "para-1",
    marked:
      "The flight leaves at 7:45 from gate B12, so you'll want to be at the airport by six at the latest.\n\n¦Anything else I can check for you?"
  },
  {
    id: "para-2",
    marked:
      "I looked at both hotels. The Ibis is cheaper and closer to the station, but the rooms are small and there's no breakfast.\n\n¦The Novotel is 20 euros more per night and has a pool and a proper breakfast buffet, which matters with kids.\n\n¦I'd go with the Novotel."
  },
  {
    id: "para-3",
    marked:
      "Good news: your refund was approved this morning and should reach your card within 5 to 7 working days.\n\n¦If it hasn't arrived by the 20th, send me the booking reference and I'll chase it."
  },
  {
    id: "greet-1",
    marked:
      "Hi Dana!\n\nThe ferry to Capri runs every 40 minutes from Molo Beverello, first one at 7:05, and tickets are 23 euros each way.\n\n¦Want me to book the 9:10 for all four of you?"
  },
  {
    id: "greet-2",
    marked:
      "Morning! Quick update on Sunday: the trains are running again after the strike, but the 8:15 is cancelled, so take the 8:45 instead. ¦Platforms haven't changed."
  },
  {
    id: "list-1",
    marked:
      "Here are the options:\n- the 9:00 train, 42 minutes\n- the 9:30 bus, about an hour\n- a taxi, around €35\n\n¦I'd take the train honestly. It's the most reliable."
  },
  {
    id: "list-2",
    marked:
      "To get your e-visa:\n1. Fill in the form at https://evisa.example.gov/apply\n2. Upload a passport photo (white background)\n3. Pay the 25 USD fee by card\n\n¦It usually takes 3 working days. ¦Do you want me to send you a reminder tomorrow?"
  },
  {
    id: "list-3",
    marked:
      "Packing list for the hike:\n- water, at least 2 litres\n- rain jacket\n- snacks\n- headlamp\n- first aid kit"
  },
  {
    id: "code-1",
    marked:
      "Try this:\n\n```ts\nconst x = 1\n\nconsole.log(x)\n```\n\n¦That should print 1. If it doesn't, check your tsconfig, especially `strict mode` and the module setting."
  },
  {
    id: "code-2",
    marked:
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression inside the reply
      "The pipeline fails because the cache key ignores the lockfile.\n\n¦Change the step to:\n```yaml\n- uses: actions/cache@v4\n  with:\n    key: deps-${{ hashFiles('pnpm-lock.yaml') }}\n```\n\n¦Then re-run the job."
  },
  {
    id: "code-3",
    marked: "Run `kubectl rollout undo deployment/api -n prod` and it goes back to the previous version."
  },
  {
    id: "url-1",
    marked:
      "The timetable is here: https://www.sncf-connect.com/en-en/train-timetable?from=Lyon&to=Turin&date=2026-03-12 and the fastest one takes 3h50. ¦Shall I book two seats?"
  },
  {
    id: "url-2",
    marked: "Here's the map: https://maps.example.com/?q=45.07,7.68 (it's a 5 minute walk from the station)."
  },
  {
    id: "long-1",
    marked:
      "So I looked into it and the main issue is that the cache is keyed by user id but the invalidation runs on the session id, which means stale entries survive a logout, and then when the user logs in again they see yesterday's dashboard, which is exactly what Priya reported on Monday. ¦The fix is small: key both by user id. ¦I can open a PR tonight if that works for you, or we can pair on it tomorrow morning."
  },
  {
    id: "long-2",
    marked:
      "We compared three vendors, e.g. Acme, Globex and Initech, over two quarters and the numbers were not close at all once support costs were included in the total. ¦Acme came out ahead on every measure we care about, including uptime and response time. ¦I can send the spreadsheet if you want to check the maths yourself before Friday."
  },
  {
    id: "question-1",
    marked:
      "Roast it at 180°C for about 90 minutes, then let it rest for 15 minutes under foil before carving so the juices settle back in. ¦Are you doing potatoes in the same tray?"
  },
  {
    id: "question-2",
    marked: "That's the 7:05 flight, arriving 9:40 local time. Shall I book it?"
  },
  {
    id: "numbers-1",
    marked:
      "The total comes to €1,249.50 for 3 nights, taxes included, which is 12.5% less than last year because of the early-booking discount. ¦Payment is due by 14 March."
  },
  {
    id: "emoji-1",
    marked: "Booked! 🎉👩‍👩‍👧‍👦 See you all in Porto on the 12th."
  },
  {
    id: "lines-1",
    marked: "Check-in: from 3pm\nCheck-out: 11am\nWifi password: porto2026"
  },
  {
    id: "mixed-1",
    marked:
      "Sorry, that one's sold out.\n\n¦The closest alternative is the Hotel Mar, two streets away, same price, and it has free cancellation until the day before, so there's no risk in booking it now.\n\n¦Should I go ahead?"
  },
  {
    id: "mixed-2",
    marked:
      "Two things.\n\n¦First, the VPN client needs an update: download it from https://it.example.com/vpn and install over the old one.\n\n¦Second, your password expires on Friday, so change it before then at https://id.example.com/change."
  },
  {
    id: "mixed-3",
    marked:
      "I'd avoid the 17:30 train on Fridays, it's always packed with commuters and you often end up standing for the whole journey with your luggage in the corridor. ¦The 18:10 is usually half empty."
  },
  {
    id: "mixed-4",
    marked:
      "Yes! The pass covers all trams, buses and the funicular, but not the airport shuttle, which is a separate 4 euro ticket you buy on board."
  },
  {
    id: "mixed-5",
    marked:
      "Quick recap of the plan:\n\nDay 1: Lisbon, Alfama walk and fado in the evening.\nDay 2: Sintra by train, Pena Palace in the morning.\nDay 3: Cascais beach, back for dinner.\n\n¦Let me know if you want to swap anything."
  }
]
