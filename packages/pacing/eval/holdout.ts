/**
 * Held-out labelled splits, written after the cost model was frozen and never used to tune it.
 * Same marking as `cases.ts`: `¦` where a person would start a new message.
 */
import type { SplitCase } from "./cases.js"

export const SPLIT_HOLDOUT: ReadonlyArray<SplitCase> = [
  { id: "h-short-1", marked: "Yep, it's on the 3rd floor." },
  { id: "h-short-2", marked: "Great choice! That place has the best pastéis de nata in town." },
  {
    id: "h-para-1",
    marked:
      "Your train is on time and leaves from platform 4.\n\n¦The café by the entrance does decent sandwiches if you want something for the trip."
  },
  {
    id: "h-q-1",
    marked:
      "The printer on floor 2 needs a new fuser, and the technician can only come on Thursday afternoon between 2 and 4. ¦Can you use the one on floor 3 until then?"
  },
  {
    id: "h-list-1",
    marked:
      "For the cake you'll need:\n- 200 g flour\n- 200 g sugar\n- 4 eggs\n- 200 g butter, soft\n\n¦Preheat the oven to 180°C before you start mixing."
  },
  {
    id: "h-code-1",
    marked:
      "Open a terminal and run:\n```\nsudo systemctl restart cups\n```\n\n¦If the queue is still stuck after that, tell me what `lpstat -t` prints."
  },
  {
    id: "h-url-1",
    marked:
      "You can reset your password at https://id.example.com/reset?user=kim.larsen. ¦The link in the email expires after 15 minutes, so use it right away."
  },
  {
    id: "h-long-1",
    marked:
      "I checked all the flights for the 14th and the cheapest direct one is with TAP at 189 euros, leaving at 6:40, which is early but gets you there before lunch. ¦The next direct one is at 13:15 and costs 264. ¦Which one do you prefer?"
  },
  { id: "h-emoji-1", marked: "Happy birthday Leo!! 🎂🎉🥳" },
  {
    id: "h-mixed-1",
    marked:
      "Bad news, the Alfama walking tour is fully booked on Saturday.\n\n¦Good news: there's a sunset tour on Sunday at 18:00 with 6 spots left, same guide, same price. ¦Want me to grab four?"
  },
  {
    id: "h-mixed-2",
    marked:
      "Wifi network: Office-5G\nPassword: Blue-Harbour-2026\n\n¦If it still won't connect, forget the network on your laptop and join again."
  },
  {
    id: "h-mixed-3",
    marked:
      "Honestly I'd skip the tasting menu, it's three hours and most of the courses are tiny, and you said you wanted an early night before the hike. ¦The à la carte is just as good."
  }
]
