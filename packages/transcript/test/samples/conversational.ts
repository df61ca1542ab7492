import type { Sample } from "./types.js"

export const samples: ReadonlyArray<Sample> = [
  {
    name: "chatgpt copy, You said / ChatGPT said, answer with labels",
    input: `You said:
how do I boil an egg?
ChatGPT said:
Here's a simple method:

Step 1: Put the egg in boiling water.
Step 2: Wait 9 minutes.
Note: cool it in cold water.
You said:
thanks!
ChatGPT said:
You're welcome!`,
    format: "ai-chat",
    messages: [
      ["You", "how do I boil an egg?"],
      [
        "ChatGPT",
        "Here's a simple method:\n\nStep 1: Put the egg in boiling water.\nStep 2: Wait 9 minutes.\nNote: cool it in cold water."
      ],
      ["You", "thanks!"],
      ["ChatGPT", "You're welcome!"]
    ],
    agent: "ChatGPT"
  },
  {
    name: "user / assistant inline",
    input: `User: My package never arrived.
Assistant: I'm sorry about that. Could you share your order number?
User: 77812
Assistant: Thanks. It shows as delivered on May 3.
Summary: delivered, customer disputes.`,
    format: "ai-chat",
    messages: [
      ["User", "My package never arrived."],
      ["Assistant", "I'm sorry about that. Could you share your order number?"],
      ["User", "77812"],
      ["Assistant", "Thanks. It shows as delivered on May 3.\nSummary: delivered, customer disputes."]
    ],
    agent: "Assistant"
  },
  {
    name: "human / AI",
    input: `Human: write a haiku about rain
AI: Soft rain on tin roofs
a kettle starts its whistle
the street smells of stone
Human: lovely`,
    format: "ai-chat",
    messages: [
      ["Human", "write a haiku about rain"],
      ["AI", "Soft rain on tin roofs\na kettle starts its whistle\nthe street smells of stone"],
      ["Human", "lovely"]
    ],
    agent: "AI"
  },
  {
    name: "claude exporter markdown headings",
    input: `## Prompt:
Explain recursion in one sentence.

## Response:
Recursion is when a function solves a problem by calling itself on a smaller version of it.

\`\`\`python
def f(n):
    return 1 if n == 0 else n * f(n - 1)
\`\`\`

## Prompt:
And iteration?`,
    format: "ai-chat",
    messages: [
      ["User", "Explain recursion in one sentence."],
      [
        "Assistant",
        "Recursion is when a function solves a problem by calling itself on a smaller version of it.\n\n```python\ndef f(n):\n    return 1 if n == 0 else n * f(n - 1)\n```"
      ],
      ["User", "And iteration?"]
    ],
    agent: "Assistant"
  },
  {
    name: "bold You / Claude",
    input: `**You:** can you check my SQL?
**Claude:** Sure, paste it here.
**You:** select name from users where id = 4;
**Claude:** That query is fine.`,
    format: "ai-chat",
    messages: [
      ["You", "can you check my SQL?"],
      ["Claude", "Sure, paste it here."],
      ["You", "select name from users where id = 4;"],
      ["Claude", "That query is fine."]
    ],
    agent: "Claude"
  },
  {
    name: "plain name: text, names with spaces and digits",
    input: `Customer 42: hi, my card was charged twice
Agent Lopez: I can see two charges, one is a hold
Customer 42: when does it drop?
Agent Lopez: within 3 business days`,
    format: "plain",
    messages: [
      ["Customer 42", "hi, my card was charged twice"],
      ["Agent Lopez", "I can see two charges, one is a hold"],
      ["Customer 42", "when does it drop?"],
      ["Agent Lopez", "within 3 business days"]
    ],
    agent: null
  },
  {
    name: "plain with markdown-bold names and emoji names",
    input: `**Zoë 🌸:** are we meeting at the library?
**Kofi**: yes, second floor
**Zoë 🌸:** bring the charger pls`,
    format: "plain",
    messages: [
      ["Zoë 🌸", "are we meeting at the library?"],
      ["Kofi", "yes, second floor"],
      ["Zoë 🌸", "bring the charger pls"]
    ],
    agent: null
  },
  {
    name: "plain with multi-line messages and a label line inside",
    input: `Hannah: here's the plan
Note: we leave at 7
bring water
Felix: ok
Hannah: PS: don't forget the tickets`,
    format: "plain",
    messages: [
      ["Hannah", "here's the plan\nNote: we leave at 7\nbring water"],
      ["Felix", "ok"],
      ["Hannah", "PS: don't forget the tickets"]
    ],
    agent: null
  },
  {
    name: "plain with a support bot named Sunny Assistant",
    input: `Sunny Assistant: Hello! I can help with bookings.
Rosa: I need to change my flight
Sunny Assistant: Of course. What's your booking code?
Rosa: XK42P`,
    format: "plain",
    messages: [
      ["Sunny Assistant", "Hello! I can help with bookings."],
      ["Rosa", "I need to change my flight"],
      ["Sunny Assistant", "Of course. What's your booking code?"],
      ["Rosa", "XK42P"]
    ],
    agent: "Sunny Assistant"
  },
  {
    name: "plain with leading times",
    input: `[10:02] Mia: is the gym open today?
[10:03] Front Desk: yes, until 9pm
[10:03] Mia: great`,
    format: "plain",
    messages: [
      ["Mia", "is the gym open today?"],
      ["Front Desk", "yes, until 9pm"],
      ["Mia", "great"]
    ],
    agent: null
  },
  {
    name: "plain, lines before the first speaker are skipped",
    input: `Transcript exported from the helpdesk
----
Tina: printer on floor 3 is jammed
IT: on my way
Tina: thx`,
    format: "plain",
    messages: [
      ["Tina", "printer on floor 3 is jammed"],
      ["IT", "on my way"],
      ["Tina", "thx"]
    ],
    agent: null
  },
  {
    name: "claude chat exporter markdown: emoji headings, rules, a reasoning block",
    input: `# My Chat with Claude

*Exported on: 7/21/2024, 1:54:00 PM*

---

## 👤 User

Can you help me with a math problem?

---

## 🤖 Claude

<details>
<summary>🧠 Reasoning (5s)</summary>

Let me think about how to approach this.

</details>

Of course! Please share the problem.

---

## 👤 User

Solve 2x + 3 = 7.`,
    format: "ai-chat",
    messages: [
      ["User", "Can you help me with a math problem?"],
      ["Claude", "Of course! Please share the problem."],
      ["User", "Solve 2x + 3 = 7."]
    ],
    agent: "Claude"
  },
  {
    name: "claude.ai data export JSON",
    input: JSON.stringify([
      {
        uuid: "c1",
        name: "Trip ideas",
        created_at: "2024-05-01T10:00:00.000000Z",
        chat_messages: [
          {
            uuid: "m1",
            sender: "human",
            text: "Ideas for a weekend in Lisbon?",
            created_at: "2024-05-01T10:00:00.000000Z"
          },
          {
            uuid: "m2",
            sender: "assistant",
            text: "Try Alfama, a tram 28 ride and pastéis in Belém.",
            created_at: "2024-05-01T10:00:05.000000Z"
          }
        ]
      }
    ]),
    format: "ai-chat",
    messages: [
      ["User", "Ideas for a weekend in Lisbon?"],
      ["Claude", "Try Alfama, a tram 28 ride and pastéis in Belém."]
    ],
    agent: "Claude",
    timestamps: { 0: "2024-05-01T10:00:00.000Z" }
  },
  {
    name: "chatgpt data export JSON, the branch last shown",
    input: JSON.stringify({
      title: "Haiku",
      current_node: "n4",
      mapping: {
        root: { id: "root", message: null, parent: null, children: ["n1"] },
        n1: {
          id: "n1",
          message: { author: { role: "system" }, content: { content_type: "text", parts: [""] } },
          parent: "root",
          children: ["n2"]
        },
        n2: {
          id: "n2",
          message: {
            author: { role: "user" },
            create_time: 1714557600,
            content: { content_type: "text", parts: ["a haiku about tea"] }
          },
          parent: "n1",
          children: ["n3", "n4"]
        },
        n3: {
          id: "n3",
          message: {
            author: { role: "assistant" },
            content: { content_type: "text", parts: ["(an older answer)"] }
          },
          parent: "n2",
          children: []
        },
        n4: {
          id: "n4",
          message: {
            author: { role: "assistant" },
            content: {
              content_type: "text",
              parts: ["steam curls from the cup\nleaves unfold in quiet heat\nthe morning slows down"]
            }
          },
          parent: "n2",
          children: []
        }
      }
    }),
    format: "ai-chat",
    messages: [
      ["You", "a haiku about tea"],
      ["ChatGPT", "steam curls from the cup\nleaves unfold in quiet heat\nthe morning slows down"]
    ],
    agent: "ChatGPT",
    timestamps: { 0: "2024-05-01T10:00:00.000Z" }
  },
  {
    name: "json message list with speaker and text",
    input: JSON.stringify([
      { speaker: "Lia", text: "is the shop open on sunday?", timestamp: "2024-03-03T09:00:00Z" },
      { speaker: "ShopBot", text: "Yes, 10:00 to 16:00." },
      { speaker: "Lia", text: "thanks" }
    ]),
    format: "json-messages",
    messages: [
      ["Lia", "is the shop open on sunday?"],
      ["ShopBot", "Yes, 10:00 to 16:00."],
      ["Lia", "thanks"]
    ],
    agent: "ShopBot",
    timestamps: { 0: "2024-03-03T09:00:00Z" }
  },
  {
    name: "openai-style messages with a system prompt and content parts",
    input: JSON.stringify({
      model: "x",
      messages: [
        { role: "system", content: "You are a helpful travel agent." },
        { role: "user", content: "cheapest way from Porto to Lisbon?" },
        {
          role: "assistant",
          content: [{ type: "text", text: "The train (Alfa Pendular or Intercidades), from about 25 euros." }]
        }
      ]
    }),
    format: "json-messages",
    messages: [
      ["user", "cheapest way from Porto to Lisbon?"],
      ["assistant", "The train (Alfa Pendular or Intercidades), from about 25 euros."]
    ],
    agent: "assistant"
  }
]
