/**
 * Text of personas whose blueprint is not a library domain (composed from facets, or proposed
 * elsewhere): sentences chosen by the fields the persona has, each stating only values of those
 * fields, with the persona's pronouns. Goals and pain points come from pools keyed by the
 * occupation's sector or the life situation, filled with the persona's own values (specialty,
 * place, numbers), so that they vary across a population.
 * @internal
 */
import type { Composition, Phrases } from "../template.js"

/**
 * Bio groups: in each group the first slot that renders is used (one alternative drawn per slot),
 * so that the bio opens once and names the place once.
 */
export const BIO: ReadonlyArray<Composition> = [
  [
    [
      "{first} {last}, {age}, is a retired {occupation} who spent {years:years_in_career} in {specialty} and stopped working {ago:years_retired}.",
      "{first} {last} ({age}) retired {ago:years_retired} after {years:years_in_career} as {a:occupation}, mostly {specialty}."
    ],
    [
      "{first} {last}, {age}, is {a:career_stage} {occupation} focused on {specialty}.",
      "At {age}, {first} {last} is {a:career_stage} {occupation} who works mostly on {specialty}.",
      "{first} {last} is {a:age}-year-old {occupation} ({career_stage}), specialising in {specialty}.",
      "{first} {last} ({age}) is {a:occupation} whose work is mostly {specialty}, at the {career_stage} stage."
    ],
    [
      "{first} {last}, {age}, is {a:role}.",
      "{first} {last} is {a:age}-year-old {role}.",
      "Meet {first} {last}, {a:role} aged {age}."
    ],
    [
      "{first} {last}, {age}, works as {a:occupation}.",
      "{first} {last} ({age}) is {a:occupation} by trade.",
      "Meet {first} {last}, {a:age}-year-old {occupation}."
    ]
  ],
  [
    [
      "{first} has {years:years_experience} of experience.",
      "{first} has been doing this for {years:years_experience}.",
      "That is {years:years_experience} in the job so far."
    ]
  ],
  [
    ["{first} lives and works in {location}, in {era}.", "Home is {location}, in {era}."],
    [
      "{first} lives in {place:location}, in a {area} area.",
      "Home for {first} is {place:location}, a {area} place.",
      "{first} is based in {place:location} ({area})."
    ],
    [
      "{first} lives in {place:location}.",
      "Home for {first} is {place:location}.",
      "{first} is based in {place:location}."
    ]
  ],
  [["{first} works mostly {shift} shifts.", "Most of {their} shifts are {shift} shifts."]],
  [["{first} works at a {company_size} company.", "{Their} employer is a {company_size} company."]],
  [
    [
      "{first} is responsible for buying {buys} tools.",
      "A big part of {their} job is choosing {buys} vendors."
    ]
  ],
  [
    [
      "{first} has {n:children:child}; the youngest is {youngest_child_age}.",
      "{first} is raising {n:children:child}; the youngest is {youngest_child_age}."
    ],
    ["{first} has {n:children:child}.", "{first} is raising {n:children:child}."]
  ],
  [
    [
      "{first} cares for a parent aged {parent_age}, about {care_hours_per_week} hours a week.",
      "Caring for {their} {parent_age}-year-old parent takes about {care_hours_per_week} hours a week."
    ]
  ],
  [
    [
      "The family manages {a:allergy} allergy every day.",
      "{first} plans every meal around {a:allergy} allergy."
    ]
  ],
  [
    [
      "{first} is a first-time buyer with a budget of about {budget_k}k ({household}), currently {search_stage}.",
      "As a first-time buyer ({household}), {first} has about {budget_k}k to spend and is {search_stage}."
    ]
  ],
  [
    [
      "{first} studies {field_of_study}, in year {study_year}.",
      "{first} is in year {study_year} of a {field_of_study} degree."
    ]
  ],
  [
    [
      "{first} plays online chess most evenings, rated about {chess_rating}.",
      "Online chess fills {their} evenings; {their} rating hovers around {chess_rating}."
    ],
    ["In {their} spare time {first} is into {hobby}.", "Outside work, {hobby} is what {first} enjoys most."]
  ],
  [["{first} works {work_arrangement}."], ["{first} is {employment}."]]
]

/** A second sentence for goals: why now, or what stands in the way. */
export const GOAL_REASONS: ReadonlyArray<string> = [
  "It has been on {their} mind for months.",
  "{first} has already started making a plan.",
  "Money is the main obstacle.",
  "Time is the main obstacle.",
  "Friends say {first} talks about little else.",
  "It would make the next few years much easier.",
  "{first} wants it done within a year.",
  "{first} keeps a list of small steps towards it.",
  "A setback last year made it more urgent.",
  "{first} has not told many people about it yet."
]

/** A second sentence for pain points: how it weighs. */
export const PAIN_REASONS: ReadonlyArray<string> = [
  "It has got worse over the past year.",
  "It costs {them} hours every week.",
  "Some days it is all {first} can think about.",
  "{first} has mostly learned to live with it.",
  "It is the first thing {first} brings up when asked how things are going.",
  "{first} has complained about it more than once.",
  "It eats into {their} evenings.",
  "Nobody around {first} seems to have a fix for it.",
  "{first} suspects it will not change soon.",
  "It makes {first} question some of {their} choices."
]

/** A second sentence for motivations. */
export const MOTIVATION_REASONS: ReadonlyArray<string> = [
  "That has been true for years.",
  "Lately it matters even more.",
  "{first} would not give it up easily.",
  "It started almost by accident.",
  "Friends would say the same about {first}.",
  "{first} rarely says it out loud.",
  "It is a big part of how {first} unwinds.",
  "{first} has thought about why more than once."
]

/** Phrase lists for goals and pains, by sector (`goal:<sector>`) and topic (`goal:<topic>`). */
export const PHRASES: Phrases = {
  goalwhy: GOAL_REASONS,
  painwhy: PAIN_REASONS,
  "goal:creative": [
    "grow an audience for {their} {specialty} content",
    "land a first brand deal built around {specialty}",
    "turn {specialty} into a steady income",
    "post more consistently without burning out",
    "collaborate with bigger creators in {place:location}",
    "build a community around {specialty}"
  ],
  "pain:creative": [
    "algorithm changes that wipe out {their} reach overnight",
    "brands that want {specialty} content for free",
    "unreliable internet and power on upload days",
    "comments sections that turn hostile",
    "income that swings wildly from month to month",
    "copycats reposting {their} {specialty} videos"
  ],
  "goal:business": [
    "cut spend on {specialty} without hurting the teams",
    "get a seat at the table earlier in {specialty} decisions",
    "standardise how the company handles {specialty}",
    "move into a head-of role within a few years",
    "build a shortlist of vendors {first} can actually trust",
    "show the finance team measurable savings"
  ],
  "pain:business": [
    "vendors who hide the real price until the last call",
    "teams that buy tools without telling {them}",
    "renewals that arrive with a surprise price increase",
    "approval chains that take weeks",
    "security reviews that stall every deal",
    "spreadsheets nobody keeps up to date"
  ],
  "goal:trade": [
    "take on an apprentice to help with {specialty}",
    "be known as the best at {specialty} in {place:location}",
    "earn enough to own {their} own workshop",
    "get better materials at a fair price",
    "pass the craft on to the next generation",
    "win steady work from a reliable patron"
  ],
  "pain:trade": [
    "the price of iron and charcoal",
    "customers who haggle over every job",
    "burns and aching shoulders after a long day",
    "rivals undercutting {their} prices",
    "work that dries up in the lean months",
    "tools that wear out faster than {first} can replace them"
  ],
  "goal:transport": [
    "spend more time with family now that the road is behind {them}",
    "stay sharp and keep learning something new",
    "keep {their} health in check after years of long hauls",
    "climb the online chess ladder",
    "help younger drivers avoid the mistakes {first} made",
    "travel somewhere without a deadline for once"
  ],
  "pain:transport": [
    "a bad back from years behind the wheel",
    "a pension that does not stretch as far as it used to",
    "missing the camaraderie of the road",
    "rising medical bills",
    "long stretches of boredom",
    "slow internet that drops {their} online games"
  ],
  "goal:care": [
    "build confidence with complex cases in {specialty}",
    "move into a senior role in {specialty}",
    "find a schedule that leaves room for a life outside work",
    "get certified in {specialty}",
    "mentor the new starters",
    "stay in the profession without burning out"
  ],
  "pain:care": [
    "chronic understaffing",
    "mandatory overtime",
    "charting that takes longer than patient care",
    "being the only specialist on shift",
    "long drives to work",
    "patients who wait too long for transfers"
  ],
  "goal:tech": [
    "ship work in {specialty} that people actually use",
    "grow into a lead role",
    "learn the next tool in {specialty}",
    "find a team with a healthy pace",
    "speak at a meetup about {specialty}",
    "pay down the worst technical debt"
  ],
  "pain:tech": [
    "meetings that eat the day",
    "flaky tests and slow builds",
    "vague requirements",
    "on-call weeks that wreck {their} sleep",
    "legacy systems nobody dares to touch",
    "tools chosen without asking the people who use them"
  ],
  "goal:education": [
    "keep students engaged in {specialty}",
    "get more time to plan",
    "move into a leadership role",
    "bring more hands-on work into {specialty}",
    "help the struggling students catch up",
    "finish a qualification on the side"
  ],
  "pain:education": [
    "paperwork that crowds out teaching",
    "large classes",
    "pay that has not kept up with rent",
    "parents who expect replies at midnight",
    "outdated equipment",
    "constant changes to the curriculum"
  ],
  "goal:retail": [
    "move up to a supervisor role",
    "get more predictable hours",
    "save enough for a course in something new",
    "open {their} own place one day",
    "be recognised for doing the job well",
    "find work closer to home"
  ],
  "pain:retail": [
    "rotas published at the last minute",
    "rude customers",
    "standing all day",
    "wages that barely cover the bills",
    "short staffing at the busiest times",
    "a long commute for a short shift"
  ],
  "goal:public": [
    "earn a promotion",
    "keep {their} community safe",
    "retire with a decent pension",
    "get the training {first} has been asking for",
    "spend more time with family",
    "be trusted by the people {first} serves"
  ],
  "pain:public": [
    "budget cuts",
    "shift work that wrecks sleep",
    "public distrust",
    "paperwork",
    "outdated equipment",
    "staff shortages"
  ],
  "goal:farm": [
    "keep the operation profitable through a bad season",
    "modernise the equipment",
    "pass the farm on to the next generation",
    "find reliable seasonal help",
    "get a fair price for {specialty}",
    "cut costs on feed and fuel"
  ],
  "pain:farm": [
    "unpredictable weather",
    "rising input costs",
    "buyers who set the price",
    "paperwork for subsidies",
    "finding help at harvest",
    "equipment breakdowns at the worst time"
  ],
  "goal:science": [
    "publish work on {specialty} that gets cited",
    "secure the next grant",
    "land a permanent position",
    "build a lab of {their} own",
    "collaborate across borders on {specialty}",
    "get results out of the lab and into practice"
  ],
  "pain:science": [
    "short-term contracts",
    "grant applications that eat months",
    "equipment that breaks mid-experiment",
    "pressure to publish fast",
    "reviewers who miss the point",
    "too little time for actual research"
  ],
  "goal:toddler": [
    "get through a week without a sleepless night",
    "find a nursery {first} can trust with {their} youngest",
    "balance work with {n:children:child} at home",
    "teach the kids healthy habits early",
    "carve out an hour a day for {them}self",
    "keep the youngest ({youngest_child_age}) safe while still letting them explore"
  ],
  "pain:toddler": [
    "nurseries that do not take allergies seriously",
    "sleep deprivation",
    "childcare costs",
    "never having a minute alone",
    "unsolicited advice from relatives",
    "juggling sick days with work"
  ],
  "goal:allergy": [
    "find a nursery that handles {a:allergy} allergy properly",
    "build a list of restaurants that are safe for a {allergy} allergy",
    "teach the family to read labels for {allergy}",
    "get through birthday parties without a reaction",
    "see an allergist about oral immunotherapy for {allergy}"
  ],
  "pain:allergy": [
    "food labels that hide {allergy} under other names",
    "relatives who do not take the {allergy} allergy seriously",
    "the cost of allergy-safe food",
    "always carrying an auto-injector",
    "playdates where {first} cannot control the snacks"
  ],
  "goal:homebuyer": [
    "buy a first flat within about {budget_k}k",
    "get a mortgage approved before prices move again",
    "find a place with room to grow",
    "stop paying someone else's mortgage",
    "find a flat close to work",
    "understand the true cost of buying"
  ],
  "pain:homebuyer": [
    "prices that outrun {their} {budget_k}k budget",
    "bidding wars",
    "agents who never call back",
    "viewings with fifty other people",
    "the paperwork of a first mortgage",
    "notary and agent fees on top of the price"
  ],
  "goal:student": [
    "graduate with good grades in {field_of_study}",
    "land an internship",
    "keep debt low",
    "find a job in {field_of_study} after graduating",
    "make friends outside the course",
    "balance study with a part-time job"
  ],
  "pain:student": [
    "rent that eats most of the budget",
    "exam stress",
    "group projects with people who do not show up",
    "lectures that feel out of date",
    "part-time work that clashes with classes",
    "worries about finding a job"
  ],
  "goal:general": [
    "save more each month",
    "spend more time with the people who matter",
    "learn something new this year",
    "get healthier",
    "find work that fits {their} life",
    "travel more"
  ],
  "pain:general": [
    "the rising cost of living",
    "never having enough time",
    "bureaucracy",
    "slow public services",
    "unreliable transport",
    "feeling stretched thin"
  ]
}

/** The goal sentence, drawn from the persona's sector or topic list (first one that resolves). */
export const GOAL: Composition = [
  [
    "{first} wants to {~goal@topic}.",
    "Next, {first} hopes to {~goal@topic}.",
    "{Their} main goal is to {~goal@topic}.",
    "More than anything, {first} wants to {~goal@topic}."
  ],
  ["{first} would also like to {~goal@sector}.", "Longer term, {first} wants to {~goal@sector}.", ""],
  ["{~goalwhy}"]
]

/** The pain-point sentence. */
export const PAIN: Composition = [
  [
    "{first} is most frustrated by {~pain@topic}.",
    "What wears {first} down is {~pain@topic}.",
    "{Their} biggest worry is {~pain@topic}.",
    "{first} keeps running into {~pain@topic}."
  ],
  ["On top of that: {~pain@sector}.", "{first} also has to deal with {~pain@sector}.", ""],
  ["{~painwhy}"]
]
