/**
 * Labelled conversations, part D: longer group chats with several threads, written late to check
 * the rules beyond short exchanges.
 */
import type { Labelled } from "./types.js"

export const setD: ReadonlyArray<Labelled> = [
  {
    id: "d01-long-team-chat",
    category: "group",
    agent: "Scout",
    messages: [
      "maria: morning all ☀️",
      "jamal: morning!",
      "Scout: Morning! Standup is at 10 today instead of 9:30.",
      "jamal: thanks scout. @maria did the client reply about the mockups?",
      "maria: yes, they love the blue version",
      "jamal: yesss finally 🎉",
      "kim: nice one maria!",
      "kim: btw is the staging server down again? third time this week",
      "Scout: It is: the disk filled up. I've cleared the logs and it's back now; I'll add an alert so it doesn't happen silently again.",
      "kim: ok thanks",
      "maria: lol staging has a personality at this point",
      "jamal: staging is just tired 😂",
      "kim: same tbh",
      "Scout: Fair. Standup in 10 minutes, see you there."
    ],
    types: [
      [0, "bonding"],
      [3, "transactional"],
      [5, "bonding"],
      [7, "friction"],
      [9, "transactional"],
      [10, "banter"]
    ],
    users: { maria: ["engaged", 0], jamal: ["engaged", 0], kim: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["It is: the disk filled up. I've cleared it and it's back now.", "low", 8],
      ["Good morning team! Please note that standup is at 10.", "medium", 8]
    ]
  },
  {
    id: "d02-long-bot-drowning-room",
    category: "ignoring",
    agent: "NewsBot",
    messages: [
      "ellie: anyone know if the library is open late tonight?",
      "NewsBot: 📰 Today's headlines: markets up, rain expected this afternoon, and a new café opens on Elm St!",
      "ravi: i think till 8?",
      "ellie: @NewsBot is it open till 8?",
      "NewsBot: 📰 Today's headlines: markets up, rain expected this afternoon, and a new café opens on Elm St!",
      "ellie: ugh",
      "ravi: someone mute this bot lol",
      "NewsBot: 📰 Don't forget: the weekly quiz is on Friday!",
      "ellie: i'll just call them",
      "ravi: good idea"
    ],
    types: [
      [0, "transactional"],
      [5, "friction"],
      [8, "transactional"]
    ],
    users: { ellie: ["annoyed", 0.5], ravi: ["neutral", 0.2] },
    findings: ["ignored_question", "repetition"],
    drafts: [
      ["The library is open until 8pm tonight, Ellie.", "low", 4],
      ["📰 Don't forget: the weekly quiz is on Friday!", "high", 4]
    ]
  },
  {
    id: "d03-long-support-recovered",
    category: "support",
    agent: "Lena",
    messages: [
      "Arjun: hi, i can't download my invoices",
      "Lena: Hi Arjun, sorry about that. Do you get an error, or does nothing happen?",
      "Arjun: it says 'forbidden'",
      "Lena: Thanks. Your account was moved to a new workspace last week and the invoice permission didn't come with it. I've added it back.",
      "Arjun: still forbidden",
      "Lena: Sorry, the change takes a minute to reach the app. Could you log out and back in?",
      "Arjun: ok that worked!",
      "Arjun: can i get the ones from march too?",
      "Lena: Yes, they're all there now, March included.",
      "Arjun: perfect, thanks a lot"
    ],
    types: [
      [0, "transactional"],
      [4, "friction"],
      [6, "transactional"]
    ],
    users: { Arjun: ["engaged", 0.2] },
    findings: [],
    drafts: [
      ["Sorry, the change takes a minute to reach the app. Could you log out and back in?", "low", 5],
      [
        "Thanks. Your account was moved to a new workspace last week and the invoice permission didn't come with it. I've added it back.",
        "high",
        5
      ]
    ]
  },
  {
    // Greetings answered with a greeting (session 10): the writers' sets had no draft answering
    // a bare "hi", so the learned risk layer read any "how can I help" as a stock reply.
    id: "d-greetings",
    category: "good",
    agent: "Mo",
    messages: [
      "sam: hey",
      "Mo: Hey Sam! What can I do for you?",
      "sam: is the shop open on sunday",
      "Mo: Yes, 10 to 4 on Sundays.",
      "sam: cool ta",
      "priya: good morning!",
      "Mo: Morning Priya! What do you need?",
      "priya: hello, i need to change my delivery address"
    ],
    types: [[0, "transactional"]],
    users: { sam: ["neutral", 0], priya: ["neutral", 0] },
    findings: [],
    drafts: [
      ["Hey Sam! What can I do for you?", "low", 1],
      ["Hi there! Thanks for reaching out to us today! 😊 What can I help you with?", "low", 1],
      ["Morning Priya! What do you need?", "low", 6],
      ["Hello! How can I help?", "low", 6],
      [
        "Dear Customer, thank you for contacting the Customer Service Department. Please be advised that all enquiries are handled in order of receipt. Kindly state the nature of your enquiry, your order number and your full postal address so that we may assist you.",
        "medium",
        6
      ]
    ]
  }
]
