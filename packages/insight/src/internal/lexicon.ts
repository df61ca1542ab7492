/**
 * Word lists and patterns behind the per-message signals. English first, with the commonest
 * Spanish, French and German forms for the mixed-language rooms. Every pattern runs on the
 * lower-cased text.
 */

const words = (list: string): RegExp =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}'])(?:${list})(?=$|[^\\p{L}\\p{N}'])`, "u")

/** Question words that open a question (wh-). */
export const whWords = new Set([
  "what",
  "when",
  "where",
  "who",
  "whom",
  "whose",
  "why",
  "how",
  "which",
  "wat",
  "wut",
  "qué",
  "que",
  "cómo",
  "como",
  "cuándo",
  "dónde",
  "quién",
  "cuál",
  "pourquoi",
  "comment",
  "quand",
  "où",
  "quoi",
  "warum",
  "wie",
  "wann",
  "wo",
  "wer",
  "wieso",
  "weshalb"
])

/** Auxiliaries that open a yes/no question when a subject follows. */
export const auxWords = new Set([
  "is",
  "are",
  "am",
  "was",
  "were",
  "do",
  "does",
  "did",
  "can",
  "could",
  "would",
  "will",
  "should",
  "shall",
  "may",
  "might",
  "have",
  "has",
  "had",
  "isn't",
  "aren't",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "wouldn't",
  "couldn't",
  "shouldn't",
  "est-ce",
  "hast",
  "kannst",
  "bist",
  "gibt"
])

/** Words that can follow an auxiliary as its subject. */
export const subjectWords = new Set([
  "i",
  "you",
  "u",
  "ya",
  "we",
  "they",
  "he",
  "she",
  "it",
  "there",
  "this",
  "that",
  "these",
  "those",
  "the",
  "a",
  "an",
  "my",
  "your",
  "ur",
  "our",
  "their",
  "his",
  "her",
  "its",
  "any",
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "everyone",
  "anything",
  "something",
  "me",
  "du",
  "es"
])

/** Openers of verbless chat questions: "any update on the ticket", "anyone free". */
export const anyOpeners = new Set([
  "any",
  "anyone",
  "anybody",
  "anything",
  "someone",
  "somebody",
  "wanna",
  "u",
  "you",
  "ya"
])

/** Words after "you"/"u" that make a verbless question ("u coming tonight", "you ok"). */
export const youQuestionTail =
  /^(?:[a-z]+ing|ok|okay|alright|free|around|up|there|home|awake|sure|still|busy|good|serious|kidding|in|joking|alive|done|ready|back)$/

/** Exclamations that look like wh-questions: "how nice", "what a day". */
export const exclamative =
  /^(?:how (?:nice|cool|sweet|lovely|great|awesome|sad|awful|funny|cute|kind|fun|amazing|weird|rude)|what an? )/

/** Politeness strategies (Danescu-Niculescu-Mizil et al., ACL 2013), as patterns. */
export const politeness = {
  gratitude: words(
    "thanks?|thank you|thx|tysm|ty|appreciate(?:d)?|grateful|cheers|gracias|merci|danke|obrigad[oa]"
  ),
  apology: words(
    "sorry|apologi[sz]e|apologies|my bad|oops|excuse me|forgive me|pardon|perd[oó]n|lo siento|d[ée]sol[ée]|entschuldigung|sorry about"
  ),
  please: words("please|pls|plz|por favor|s'il (?:te|vous) pla[iî]t|bitte"),
  greeting: words(
    "hi|hello|hey|heya|hiya|yo|howdy|good (?:morning|afternoon|evening)|morning|hola|buenas|bonjour|salut|hallo|guten (?:morgen|tag)|servus|ciao"
  ),
  hedge: words(
    "i think|i guess|i suppose|maybe|perhaps|possibly|probably|might|kind of|kinda|sort of|sorta|i wonder|seems|somewhat|a bit|a little|not sure|i believe|quizás|peut-être|vielleicht"
  ),
  deference: words(
    "great question|good question|good point|fair point|you'?re right|nice work|good job|well done|excellent point|with respect|respectfully|you make a good point|totally fair"
  ),
  indirect: words("by the way|btw|anyway|incidentally"),
  counterfactual: words("could you|would you|would it be possible|could we|would you mind|if you could"),
  indicative: words("can you|will you|can u|can we"),
  firstPlural: words("we|our|us|let's|lets"),
  factuality: words("in fact|actually|the point is|the reality is|the truth is|clearly|obviously")
} as const

/** Strategies that lower politeness when they open a message. */
export const directStart = /^(?:so|then|and|but|now|look|listen|ok so|well)\b/

/** A complaint or an expression of impatience with the conversation or the service. */
export const complaint =
  /(?:\b(?:a |such a |total |complete )?rip(?:-| )?off\b|^still\b|still (?:not|doesn'?t|isn'?t|hasn'?t|haven'?t|no\b|broken|waiting|nothing|the same)|not working|doesn'?t work|didn'?t work|isn'?t working|won'?t work|stopped working|broken|keeps? (?:crashing|failing|happening|saying|telling|asking)|been waiting|waiting (?:for|since)|no (?:one|response|reply|answer) |nobody (?:answers|replies|helps)|ridiculous|useless|unacceptable|terrible|awful service|the worst|frustrat|annoying|annoyed|disappoint|waste of|doesn'?t help|not helpful|no help|not what i asked|that'?s not (?:it|what|right|true)|don'?t ['‘"“][^'’"”]{1,30}['’"”] me\b|(?:you|u) (?:lot|guys|people) (?:always|never|do this)|every single (?:time|day|week|month|friday|monday|weekend)|(?:wow|incredible|unbelievable|amazing|brilliant)[.!]*\s+(?:the same|another|again|still)\b|\banother \d+\s?(?:h|hrs?|hours?|days?|weeks?),? (?:perfect|great|brilliant|lovely|amazing|fantastic)|\b(?:love|loving) (?:the|this) (?:optimism|journey|confidence|enthusiasm)|\bthe same (?:sentence|message|answer|line|reply|thing|script) (?:twice|again|every time)|absolute joke|what a joke|^\W*\.{0,3}\s*(?:bro|dude|smh|ffs|seriously|wow|unreal)\s*\.{0,3}$|\byes or no\b|\bi'?m (?:just |literally )?asking (?:what|for|about|if|you)|\bjust (?:the|a|an) (?:price|answer|number|date|yes or no)\b|oh here we go|can we not do this|still think (?:it'?s|its|that'?s)|^whatever[.,]|chargeback|dispute (?:it|the charge|this)|(?:going|complain(?:ing)?|report(?:ing)? (?:this|you)) to (?:ofcom|the ombudsman|trading standards|my bank|the bbb)|leave a (?:bad |1[- ]star |one[- ]star )?review|read the room|be normal\b|(?:i'?m|im|it'?s|its) \w+ but ok\b|hall monitor|you said (?:that|this|it) already|(?:are|r) (?:you|u) (?:even )?reading|did (?:you|u) (?:even )?read|read what i (?:wrote|said)|i did(?:n'?t| not) ask for|not (?:really |quite )?the (?:right )?word|(?:don'?t|do not) believe (?:you|u)\b|no answer (?:on|to|about)|should(?:n'?t| never) have happened|same (?:answer|thing|reply)|come on|seriously\?|why (?:is|does|can'?t|won'?t|isn'?t|doesn'?t)|\b(?:ugh+|argh+|ffs)\b|read my message|you'?re not listening|didn'?t answer|answer my question|not (?:again|fixed)|(?<!\b(?:what(?:'?s| is| was| were)|who|where|which|when|how)\b[^?]{0,40})again\?|(?:second|third|fourth|fifth|\d+(?:nd|rd|th)) time|same (?:error|problem|issue|message)|i (?:just |already )?(?:said|told you|asked|did that|tried that)|i did,? (?:twice|already|that)|(?:did|tried|checked) (?:that |it )?(?:twice|already)|already (?:did|tried|done) (?:that|it|this)|that'?s what you said|i'?m telling you|are you (?:even )?listening|you(?:'re| are) not listening|you never listen|not (?:really )?what i (?:needed|asked|wanted|meant)|hello\?\?|anyone\?\s*$|guess not|are you serious|you'?re kidding|\b(?:trash|garbage|sucks)\b|(?:\b(?:is|are|was|were|been|went|still|it'?s)\s+)(?:down|offline|not loading) (?:all|since|for)|te pregunt[ée]|ya te dije|je (?:t'ai|vous ai) (?:dit|demandé)|hab(?:e ich)? (?:doch )?gesagt|(?:que|qué) mal|c'?est nul|no funciona|ça marche pas|funktioniert nicht)/

/** Explicit anger. */
export const anger =
  /(?:\bangry\b|furious|pissed|livid|fed up|sick (?:of|and tired)|unacceptable|outrageous|absurd|are you kidding|\bwtf\b|for god'?s sake|(?<!\b(?:not|never|don'?t|didn'?t|doesn'?t|wouldn'?t)\s)hate (?:this|you|it|your)|enough is enough|this is (?:a joke|insane|ridiculous|ridic)|\bi'?m (?:so )?(?:mad|angry|livid)\b|estoy harto|j'?en ai marre|ich bin sauer)/

/** Giving up on the conversation. */
export const givingUp =
  /(?:forget it|never ?mind|\bnvm\b|i give up|pointless|waste of (?:my )?time|(?:talk|speak) to a (?:human|person|real)|get me a (?:human|person|manager)|let me talk to (?:a|your) (?:human|manager|supervisor)|^whatever\.?$|whatever,? i'?ll|\bi'?m done\b|\bim done\b|done with (?:this|you)|\bi quit\b|olvídalo|laisse tomber|vergiss es)/

/** Quitting altogether: churn. */
export const quitting =
  /(?:(?<!\b(?:how (?:do|can|would) i|how to|trying to|try to|tried to|need to|want to|wanna|would like to|'d like to|like to|can i|could i|help me|where (?:do|can) i|i want to|able to)\s)cancel (?:my|the) (?:account|subscription|plan|membership)|cancell?ing (?:my|the)|close my account|unsubscrib|switching to|going (?:to|with) (?:a |your )?competitor|leaving (?:this|the) (?:server|group|chat|channel)|\bi'?m (?:out|leaving)\b|won'?t be back|never (?:again|coming back|using)|delete my account|i'?m going elsewhere|\bi'?m cancell?ing\b|\bim cancell?ing\b|(?:i'?ll|ill|i will|gonna|going to) (?:just )?(?:look at|look for|try|go (?:to|with)) (?:something|somewhere|someone) else|\bme cambio\b|(?:might|gonna|going to|i'?ll|ill) (?:just )?(?:pause|cancel|stop using|ditch|drop) (?:the|this|my|it)\b|take my business|deleting (?:this|the) app|uninstall)/

/** Insult nouns and adjectives. */
const insultTerms =
  "idiot|idiots|moron|morons|stupid|dumb|useless|pathetic|loser|losers|clown|trash|garbage|incompetent|imbecile|fool|muppet|tosser|wanker|jerk|creep|dumbass|asshole|bastard|bitch|liar|scammer|scam|worthless|brainless|clueless|piece of (?:shit|crap|junk|garbage)|tonto|idiota|estúpido|imbécile|connard|débile|idiot|trottel|arschloch"

/** An insult aimed at a second person ("you", "u", "ur", "@name"). */
export const insultAimed = new RegExp(
  `(?:\\b(?:you|u|ur|you'?re|youre|this bot|the bot|eres|tu es|t'es|du bist)\\b[^.!?\\n]{0,24}?\\b(?:${insultTerms})\\b|@[\\w.-]+[ ,]+(?:you )?(?:${insultTerms})\\b|\\b(?:${insultTerms})\\b[ ,!]*(?:you|u)\\b|\\b(?:shut up|stfu|screw you|fuck (?:you|off)|f off|go away|get lost|kys|piss off|bite me|up yours)\\b)`
)

/** First-person distress: the speaker vents about their life. */
export const venting =
  /(?:\b(?:i'?m|im|i am|i feel|feeling|i'?ve been|i was|been|so|i|my)\b[^.!?]{0,30}\b(?:tired|exhausted|stressed|overwhelmed|sad|depressed|anxious|lonely|alone|miserable|burn(?:ed|t)? ?out|drained|hopeless|upset|heartbroken|numb|scared|worried|hate my|crying|cried|can'?t (?:sleep|cope|take it|deal|anymore|do this)|losing my mind|falling apart|at my limit|struggling|fed up)\b|\b(?:awful|terrible|bad|worst|rough|horrible|shit|crap) (?:day|week|month|night|year)\b|\b(?:today|tonight|this week|my day|work|the day) (?:was|is|has been) (?:awful|terrible|horrible|the worst|rough|a nightmare|a disaster)\b|^\W*(?:just |so |really |totally |honestly )?(?:drained|exhausted|wiped out|knackered|burnt out|worn out)\b|\bneed to vent\b|^\W*(?:kinda |so |really |just |feeling |feel )?(?:lonely|sad|down|low|rough|awful|miserable|anxious|stressed|exhausted)\b|\b(?:kinda|so|really|bit|little) (?:lonely|sad|down|low|anxious)\b|^\W*(?:cant|can'?t) sleep\b|^\W*(?:honestly |tbh |ngl |meh\.? )?not (?:great|good|well|okay|ok)\b|(?:want|wanna|going) to cry|(?:i'?m|me) (?:thats |that'?s )?(?:a|such a) (?:mess|wreck)|\bjust (?:mad|sad|angry)\b|\brant\b|\bugh,? (?:work|my boss|life|mondays?)\b|my boss (?:is (?:so |such |being |always |never |a |an |driving |making )|keeps|yelled|hates)|nothing is going right|everything is going wrong|so done with (?:work|life|everything)|estoy (?:cansad|triste|agotad)|je suis (?:fatigué|triste|épuisé)|ich bin (?:müde|traurig|fertig))/

/** Personal bad news. */
export const badNews =
  /(?:\b(?:died|passed away|passed on|funeral|lost my (?:job|dad|mom|mum|mother|father|dog|cat|grandma|grandpa|grandmother|grandfather|friend|wife|husband|brother|sister|baby)|got (?:fired|laid off|dumped|rejected)|laid off|lay(?:ed)? ?off\b|(?:had|having) a (?:suspected |minor |major |massive |mild |small |bad )?(?:stroke|heart attack|seizure|fall|miscarriage)|stress fracture|broke (?:my|her|his) (?:leg|arm|ankle|wrist|foot|hand|hip|collarbone|back)|tore (?:my|her|his) (?:acl|ligament|hamstring|achilles)|(?:account|accounts|insta|instagram|email) (?:got |was |has been )?hacked|got hacked|heart attack|at the hospital|^\W*failed\b|(?:got|been|was|were|being|just) let go\b|\bi failed\b|\bfailed\.? again|(?:massive|huge|big|horrible) (?:fight|argument|row)|not (?:speaking|talking) to me|(?:had|have|having|going|gonna) to put \w+ down|(?:something'?s|somethings|something is) (?:wrong|up) with|emergency (?:vet|room)|letting (?:him|her) go|(?:he'?s|she'?s|hes|shes) dying|found a lump|in shock|diagnosed|cancer|in (?:the )?hospital|at the vet|(?:vet|doctor|doctors)'?s? (?:think|thinks|said|says|found)|(?:her|his|my|our) (?:kidneys?|heart|liver|lungs?) |biopsy|chemo|surgery|broke up|breakup|divorce|miscarriage|car accident|had an accident|failed my|didn'?t get the (?:job|offer|place)|evicted|lost (?:dozens|hundreds|thousands|all|everything|\d+(?!\s?(?:kg|kilos?|lbs?|pounds|stone)\b))|(?:he|she|it)'?s (?:really |very |so )?(?:sick|ill|unwell)|put (?:him|her|(?:my|our) \w+) down|(?:she|he|they|we|i) lost (?:him|her|them)\b|(?:kidney|heart|liver|renal|organ) failure|(?:weeks|months|days) to live|terminal(?:ly ill)?\b|closing (?:the|our|my) (?:shop|store|bakery|business|restaurant|café|cafe|studio|salon)|passed (?:last|this|yesterday|early|peacefully|in (?:her|his) sleep)|(?:grandma|grandpa|gran|nan|nana|granny|mum|mom|dad|mother|father|brother|sister|wife|husband|uncle|aunt|cousin|friend) passed\b|murió|falleció|est mort|décédé|gestorben|bad news|(?:taken|rushed|admitted) (?:in)?to (?:the )?(?:hospital|a&e|er|icu)|\bicu\b|a stroke|broken (?:hip|leg|arm|ankle|wrist|pelvis|back|neck)|(?:hip|leg|arm|ankle|wrist)'?s broken|broke (?:his|her|my) hip|(?:wedding|engagement)(?:'s| is| has been| was) (?:off|cancell?ed|called off)|called off the wedding|lost (?:his|her|my) (?:foot|leg|arm|sight|eyesight|hearing)|pre-?diabet|overbooked|(?:dropped|deleted|wiped|erased) (?:the |all (?:of )?)?(?:my |our |the )?(?:\w+ )?(?:table|database|data|playlists?|photos|files|thesis|chapter|project)|i'?m shaking|feel (?:sick|awful) about|(?:room|booking|reservation) (?:doesn'?t|doesnt|does not) exist|(?:flight|trip|holiday|gig|concert|show) (?:got |was |is |has been )?cancell?ed|cancell?ed (?:my|our) (?:flight|trip)|missed (?:my|the|our) (?:flight|connection)|didn'?t pass|did not pass|(?:got|been|was|i'?m) fired|redundan(?:t|cy)|lost (?:a|the) (?:baby|pregnancy))\b)/

/**
 * Someone protesting the agent's cheer: "read the room", "are you serious", "i was being
 * sarcastic", "sério"; or the cheer word thrown back as a question or in quotes ("great news??",
 * "'perfeito'?", "exciting??").
 */
export const cheerProtest =
  /(?:\bread the room\b|\bnot the (?:time|moment)\b|\b(?:are|r) (?:you|u) (?:serious|kidding)\b|^\W*seriously\W*$|\bi was being sarcastic\b|\bthat was sarcasm\b|\bsério\b|\ben serio\b|\bsérieux\b|\bim ernst\b|^\W*(?:great news|great|exciting|perfect|perfeito|perfecto|parfait|fantastic|wonderful|awesome|amazing|no worries|celebrate|yay)\W*\?|['"‘“](?:great news|great|exciting|perfect|perfeito|perfecto|parfait|fantastic|wonderful|awesome|amazing|no worries|celebrate|yay)[!.]*['"’”])/i

/**
 * Someone protesting the agent's tone: joking at the wrong moment ("that's not funny", "glad my
 * outage is funny to you", "i'd rather you didn't make light of it") or stiff in a joking room
 * ("who invited the HR department", "byte became a bank at 3am", "ur in a group chat not a call
 * centre", "why so formal").
 */
export const toneProtest =
  /(?:\b(?:that'?s|thats|it'?s|its|this is|this isn'?t|that isn'?t|not) (?:not )?(?:funny|a joke|a laughing matter)\b(?<!\bit'?s a joke)|\bfunny to you\b|\bmake light of\b|\bmaking light of\b|\bwho invited (?:the )?(?:hr|human resources|legal|a lawyer|the lawyers?)\b|\b(?:became|turned into|sounds? like|talking like|talks like|writing like|writes like) (?:a |an |the )?(?:bank|lawyer|hr|hr department|corporate|customer service|call cent(?:re|er)|press release|robot|terms and conditions)\b|\bnot a call cent(?:re|er)\b|\bin a group chat not\b|\bwhy (?:so|are you so|r u so|you so) (?:formal|serious|stiff|corporate)\b|\b(?:too|so) (?:formal|corporate|stiff)\b|\bok (?:mum|mom|dad|grandpa|grandma|boomer)\b|\bit was a joke\b)/i

/** Laughter and playful markers. */
export const laughter =
  /(?:\b(?:lo+l+|lmao+|lmfao|rofl|ha(?:ha)+h?|he(?:he)+|ha ha|ja(?:ja)+|mdr|xd|kek)\b|😂|🤣|😆|😹|😜|😝|😛|😅|💀)/

/** Teasing. */
export const teasing =
  /(?:you wish|nice try|sure buddy|ok boomer|as if\b|in your dreams|roast|\bburn\b|shots fired|touché|🙄|😏|you'?re (?:such|so) (?:a |an )?(?:nerd|dork|dweeb|goof)|\bnerd\b|\bdork\b|you would|of course you (?:would|did)|says the guy|classic \w+|typical \w+|bet you|loser buys)/

/** Warmth, affection, small talk: the stuff of bonding. */
export const warmth =
  /(?:\blove (?:you|ya|u|it|that|this)\b|\bmiss (?:you|u|ya)\b|proud of|so happy|\bglad\b|you'?re the best|appreciate you|great to (?:see|hear)|good to (?:see|hear)|congrats|congratulations|happy birthday|\bwelcome\b|\bhugs?\b|❤|♥|💕|💖|🥰|😍|🤗|how are you|how r u|how'?s (?:it going|your day|everyone|life|your|the family|work)|how have you been|how was your|good night|sweet dreams|take care|have a (?:great|good|nice|lovely)|enjoy|sounds (?:lovely|wonderful|amazing|fun)|that'?s (?:so )?(?:sweet|lovely|wonderful|amazing)|so cute|\bawww?\b|can'?t wait|excited|\blovely\b|\bbeautiful\b|so nice|gorgeous|adorable|\bcozy\b|means (?:a lot|so much)|mean(?:s)? something|finally (?:finished|done|did)|nice one|great job|good job|well done|\byay+\b|\byess+\b|\bwoo+\b|love it|made me smile|go easy on yourself|be kind to yourself|look after yourself|feel(?:ing)? (?:a (?:bit|lot|little) |slightly |much |so much )?better|you made my day|thinking of you|¿cómo estás|ça va|wie geht)/

/** An agent being cheerful. */
export const cheerful =
  /(?:^(?:great|awesome|amazing|wonderful|fantastic|perfect|yay|woohoo|excellent|sweet|cool|nice)\b|happy to help|glad to hear|love (?:that|it)|sounds great|no worries|don'?t worry|these things happen|happens to the best of us|🌈|🎉|🥳|😀|😃|😄|😁|🙌|✨|!{2,}|\bexciting\b|good news)/

/** Acknowledging someone's feelings. */
export const acknowledgement =
  /(?:sorry to hear|sorry (?:for|about) your|i'?m (?:so |really |very |truly )?sorry|that sounds (?:hard|rough|awful|terrible|frustrating|tough|difficult|stressful|exhausting|painful|really|so|like a lot|horrible|upsetting|miserable)|that must (?:be|have been|feel)|i (?:can )?understand|i hear you|understandable|makes sense that|that'?s (?:so |really |such )?(?:an? )?(?:rough|tough|hard|awful|terrible|frustrating|a lot|heartbreaking|horrible|upsetting|annoying|rotten|infuriating|crap|shit|brutal|gutting)|that makes sense|go for it|go ahead,? i'?m|i'?m (?:listening|all ears)|tell me (?:about it|what happened|more)|what happened\?|\boh no\b|here for you|i get (?:it|that|why|how)|totally get|my condolences|so sorry|sounds exhausting|you'?re right to be|that'?s not okay|no wonder|lo siento|ça doit être|ca doit etre|c'?est (?:dur|nul|rageant|horrible)|das muss (?:hart|schlimm)|debe ser (?:duro|horrible)|deve ser (?:duro|difícil)|of course it (?:stings|hurts)|(?:one of )?the hardest parts?\b|(?:that|it) (?:stings|hurts)\b|must (?:hurt|sting)|je suis désolée?|(?:das )?tut mir (?:sehr |so |wirklich )?leid|mein beileid|mis condolencias|mes condoléances|sinto muito|mi dispiace|i see why|i can imagine|i can see why|frustrating for you|\bsorry\b|sounds (?:\w+ )?(?:hard|tough|rough|awful|scary|exhausting|stressful|frustrating|painful|horrible|terrible|difficult|disheartening|upsetting|lonely)|\bis a lot\b|\bpoor (?:you|thing)\b|\bi'?m here\b|here if you|how are you (?:feeling|doing|holding up)|holding up|\b(?:is|are|was|'s) (?:really |so |just |pretty )?(?:brutal|rough|tough|gutting|a lot|exhausting|scary|stressful|heartbreaking)\b|\b(?:really|super|so|very|totally|completely) (?:common|normal)\b|both can be true|you'?re not (?:being )?(?:a pain|silly|stupid|dumb|annoying|alone|overreacting|a burden)|not (?:a pain|a burden) at all|its own kind of|(?:rough|tough|brutal) combo|you'?ll be (?:ok|okay|fine|alright)|no need to (?:apologi[sz]e|be sorry)|be gentle with yourself|go easy on yourself|\b(?:that|this|it)(?:'?s| is| was| sounds| must be| must have been)(?: like)?(?: (?:a|an|such a|so|really|real|truly|completely|genuinely|properly|absolutely|very|pretty|just|honestly|seriously|horribly|awfully))* (?:frightening|scary|terrifying|horrible|rough|tough|brutal|gutting|heartbreaking|heartbreak|devastating|loss|gut[- ]punch|nightmare|stressful|exhausting|upsetting|painful|frustrating|infuriating|maddening|unfair|worrying|miserable|lonely|sad|crushing|rotten|grim|human|scare|blow|kick in the teeth|hard (?:one|day|night|week|thing))\b)/

/** Formal register. */
export const formal =
  /(?:\b(?:dear|kindly|regards|sincerely|furthermore|moreover|hereby|therefore|henceforth|pursuant|esteemed|greetings)\b|please be advised|we apologi[sz]e|inconvenience|valued (?:customer|member|client)|do not hesitate|(?:let me know|feel free to (?:ask|contact))[^.!?]{0,20}further questions|if you have (?:any )?further questions|according to (?:the )?[A-Z]?|at your earliest convenience|assist you|further assistance|per our|as per|thank you for (?:contacting|reaching out|your patience|your inquiry|your enquiry|your question|your request|your message)|^good (?:morning|afternoon|evening)\.|\bper (?:\w+ ){0,2}(?:best practices?|policy|policies|guidelines?|procedures?)\b|i would like to|we would like to|should you (?:have|require|need)|rest assured|we appreciate your|in accordance with|with regard to|please note that|we regret|our records indicate|your request has been|i trust|estimado|cordialement|sehr geehrte)/

/** Casual register. */
export const casual =
  /(?:\b(?:lol|lmao|gonna|wanna|gotta|kinda|sorta|ya|yea|yeah|yep|yup|nope|nah|u|ur|pls|plz|thx|ty|bro|dude|mate|guys|omg|tbh|idk|imo|btw|ngl|fr|bruh|yo|sup|hey|lemme|dunno|cool|haha|ok|okay|k|yay|ugh|meh|omw|rn|af|tho|cuz|coz|y'?all|wanna|bestie|vibes?|chill|lit|sick|dope)\b)/

/** Farewells. */
export const farewell =
  /(?:\b(?:bye|goodbye|see ya|see you|later|gtg|got to go|gotta go|good night|ciao|adiós|au revoir|tschüss|ttyl)\b)/

/** Somebody protesting being talked over. */
export const interruptProtest =
  /(?:let me finish|i wasn'?t (?:done|finished)|you interrupted|as i was saying|i was (?:\w+ )?(?:talking|typing|still typing|about to (?:say|answer|type)|in the middle)|let (?:me|us) (?:talk|speak)(?! to)|let'?s (?:talk|speak) (?:for a|among|between)|can i finish|not done yet|i'?m not (?:done|finished)|stop interrupting|i was answering|was talking to \w+|wasn'?t talking to you|nobody asked (?:you|u)\b|i was asking \w+|i was gonna (?:say|answer|reply)|(?:he|she|they) (?:was|were) asking (?:me|him|her|them)\b|(?:she|he|they|\w+) (?:asked|was asking|were asking) me\b(?!\s+(?:to|for|about|if|whether|out|how|what|why|when|where|a|the)\b)|that was for me\b|was asking my \w+|we didn'?t ask (?:you|u)\b|didnt ask (?:you|u)\b|we (?:were|was) (?:kinda |still |just )*(?:talking|chatting|discussing)|we'?re (?:sorting|handling|figuring) (?:it|this)(?: out)?\b|we'?ll ask (?:when|if) we need (?:you|u)|nadie te (?:pregunt[oó]|habl[oó])|personne t'?a (?:demandé|parlé)|(?:keiner|niemand) hat dich gefragt)/

/** A message that opens like an answer. */
export const answerOpener =
  /^(?:yes|no|yeah|yep|yup|nope|nah|sure|of course|absolutely|definitely|unfortunately|sadly|it'?s|it is|it was|they|there|you can|you need|you'?ll|you should|you have|we|the|at|around|about|by|tomorrow|today|tonight|in|on|because|since|probably|i think|not yet|only|just|si|sí|oui|non|ja|nein|right|correct|exactly|ok|okay|i can|i will|i'?ll|i did|i have|i'?m|i am|usually|normally|typically|within|after|before|between|from|until|as soon as|next|this|every|each|voraussichtlich|claro|bien sûr|it depends|that depends|depends on|it varies|that varies|generally|in general|mostly|partly|not (?:necessarily|really|quite|exactly|always)|kind of|sort of|some|most|many|none|both|neither|either|yes and no|happy to|glad to|will do|go (?:for it|ahead)|that'?s (?:the one|it|right|correct)|oo|opo|sim|sì|não|nao|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|a hundred|half)\b|\d)/

/** Low-effort replies: a bored reader. */
export const lowEffort =
  /^(?:k|kk|ok|okay|fine|sure|whatever|meh|idk|cool|mhm|hm+|yeah|ya|yep|ye|lol|ok lol|nice|right|if you say so|i guess|sure thing|uh huh|👍|🙄|\.+)[.!]*$/

/** Bot-speak an agent should not use in a casual room. */
export const corporatePhrases: ReadonlyArray<string> = [
  "we apologize for any inconvenience",
  "we apologise for any inconvenience",
  "thank you for your patience",
  "please do not hesitate",
  "as an ai",
  "i understand your frustration",
  "your satisfaction is our priority",
  "valued customer",
  "please be advised",
  "rest assured",
  "is there anything else i can help you with"
]

/** Words skipped when building content tokens. */
export const stopwords = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there there's these they they'd they'll they're they've this those through to too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves im ive dont cant wont didnt doesnt isnt thats youre u ur ya yeah yes ok okay oh lol haha just like get got really know think want need one also well still even much many go going gonna thing things something anything way lot hey hi hello thanks thank please pls sure will can just now then yep nope hmm um uh let me tell said say says make made right good great time back see look going come came way de la el en y que es un una los las le les et est pas pour une des du der die und ist nicht das ich sie mit`.split(
    " "
  )
)

/** Words that look like names at the start of a message but are not. */
export const notNames = new Set(
  `monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december today tomorrow tonight english spanish french german i'm i've i'll i'd im there all everyone everybody guys team folks friend friends again so much lot you again man mate buddy dude bro sir madam ma'am boss fam y'all yall people sweetie honey dear love babe both anyone someone folks chat gang crew squad world again back out too then though well yes no okay ok thanks great sure hey hi hello morning evening afternoon night day i we it that this what why how when where who just also so oh ah well but and or if sorry please thank welcome good nice cool awesome perfect right absolutely totally agreed understood noted done got`.split(
    " "
  )
)

/** Content words too generic to name a topic (stemmed the way `Signals.stem` does). */
export const genericWords = new Set(
  `ask asked asking tell told said want need help tri tried try work working worked thing things stuff time day days week weeks today tomorrow yesterday enough almost actually anyone someone everyone everything nothing guess maybe cool nice already also even more most lot bit sorry thank thanks great good bad fine happen happened talk answer question message minute hour month year people person way seem look feel felt gonna wanna kinda probably literally totally absolutely definitely seriously honestly basically anyway though still right wrong sure idea new old last first next other anything something experienc experience experienced minut minute minutes hours btw tbh imo lol lmao haha omg pls plz thx idk ngl yeah yep nope morning`.split(
    " "
  )
)

/** A request to say something again ("one more time?", "sorry, what was it?"). */
export const askedToRepeat =
  /\b(?:one more time|repeat (?:that|it)|say (?:that|it) again|come again|what was (?:it|that) again|didn'?t catch|missed that|once more)\b|^\W*(?:sorry|pardon|what)\W*\?\W*$/

/**
 * Pushback words after the agent's reply: "??" or a lone "?", "..." first, a starred correction
 * ("tomek*"), an angry face, "nvm", "forget it", "hello", "again", "i asked", "you there", "are
 * you a parrot", "i know that", "same sentence".
 */
export const pushbackWords =
  /\?\?|^\W*\?+\W*$|^\W*\.\.|\w\*(?:\s|$)|[😤😠😡🤬🙄]|\b(?:nvm|never ?mind|forget it|hello|again|i asked|u there|you there|(?:are|r) (?:you|u) (?:a|an|even|actually)|(?:i|we) (?:know|got) (?:that|this|how)|same (?:thing|sentence|message|msg|answer|reply|line))\b/u

/** "still", in seven languages, as a word. */
export const still =
  /(?:^|[^\p{L}])(?:still|todav[ií]a|a[uú]n|immer noch|toujours|ainda|nadal|dalej|ancora)(?![\p{L}])/u

/** Asking to be taken out of it: "distract me", "tell me something dumb". */
export const askedForDistraction =
  /\b(?:distract me|take my mind off|cheer me up|tell me something (?:funny|dumb|good|nice|random|stupid))\b/i

/** Inviting someone to go on: "what's going on?", "I'm listening", "tell me more". */
export const invitesToGoOn =
  /\b(?:i'?m (?:here|listening|all ears)|tell me (?:more|everything|about it|what happened)|go ahead,? (?:i'?m|vent|rant))\b/i

/** A question back that cares: "are you ok?", "what happened?", "how are you holding up?". */
export const caringQuestion =
  /\b(?:are you ok|what happened|what'?s going on|what'?s up|how are you (?:doing|holding|feeling)|want to talk|you ok)\b/i

/** A question withdrawn or answered by the asker in the same message ("... oh wait, found it"). */
export const withdrawn =
  /\?[^?]*\b(?:oh wait|nvm|never ?mind|found (?:it|them)|figured it out|got it now|scratch that)\b[^?]*$/

/** Saying the agent's reply missed the point ("that's not what I asked"). */
export const missedPoint =
  /(?:i (?:just )?wanted to (?:talk|vent|chat|be heard)|not (?:get |looking for )?a (?:worksheet|lecture|list|plan)\b|not (?:really |quite |exactly )?what i (?:asked|meant|said|needed|wanted)|didn'?t answer|answer my question|that'?s not (?:it|what i)|you'?re not listening|read my (?:message|question)|i asked (?:about|if|whether|for))/

/** Rhetorical questions, removed before looking for a question mark. */
export const rhetorical =
  /(?:^|[.!?,]\s*)(?:are (?:you|u) (?:\w+ing |even )?(?:kidding|serious|joking|for real)(?: me)?|seriously|really|what the (?:hell|heck|fuck)|you'?re kidding(?: me)?|is this a joke|wtf|why me)\s*\?+/g

/** Brushing a problem off ("don't worry, these things happen"): no acknowledgement at all. */
export const dismissive =
  /(?:don'?t worry|these things happen|happens to the best of us|no big deal|cheer up|(?:look )?on the bright side|silver lining|everything happens for a reason|it could be worse|chin up)/

/**
 * A stock sentence that says nothing about what the person wrote: a greeting, thanks for
 * writing, an offer to help, a farewell, marketing ("We have many great plans for every team").
 */
export const stockSentence =
  /^\W*(?:(?:hi|hello|hey|hi there|hello there|good (?:morning|afternoon|evening)|welcome(?: to(?: \w[\w'&-]*){1,4})?|greetings)[\s,!.]*)?(?:thanks?(?: you)?(?: so much)? for (?:reaching out|contacting(?: us)?|your (?:message|patience|inquiry|enquiry|question|request)|getting in touch|writing(?: in)?|being a (?:valued )?customer|choosing(?: \w[\w'&-]*){1,3})|(?:we(?:'re| are)|i(?:'m| am)) (?:always )?(?:happy|glad|here|delighted) to help(?: you)?|(?:happy|glad) to help|we have (?:many|lots of|plenty of|a (?:wide|great|huge) (?:range|selection) of)\b[^.!?]*|check out our\b[^.!?]*|(?:our|the) (?:team|agents?|products?|plans?|service) (?:is|are) (?:here|always|the best|great|available)\b[^.!?]*|have a (?:great|nice|good|wonderful|lovely) (?:day|one|evening|weekend)|we value (?:you|your|every|all)\b[^.!?]*|your (?:satisfaction|message|call|business) (?:is|matters)\b[^.!?]*|hope (?:this|that) helps|let me know if (?:you need|there'?s) anything(?: else)?|(?:is there )?anything else (?:i|we) can (?:help|do)(?: you)?(?: with)?(?: today)?|how (?:can|may) (?:i|we) (?:help|assist)(?: you)?(?: today)?)?(?:[\s.!?,]|\p{Extended_Pictographic})*$/iu

/** Reporting a problem with an order, a bill, an account or a product (beside {@link complaint}). */
export const problemReport =
  /\b(?:double[- ](?:charge|charged|billed|billing)|charged (?:me )?(?:twice|two times|double)|overcharged|(?:never|hasn'?t|didn'?t|has not|did not|still hasn'?t) (?:arrived?|came|come|shown up|showed up|been (?:delivered|refunded|shipped))|not (?:arrived|delivered|received|shipped)|(?:wrong|missing|damaged|broken|cracked|faulty|defective) (?:item|order|size|amount|package|parcel|charge|part|product|invoice|bill)|(?:item|order|package|parcel|product|screen|app|card) (?:is|was|arrived|came) (?:missing|damaged|broken|cracked|wrong|faulty|declined|blocked)|can'?t (?:log ?in|sign ?in|access|open|pay|check ?out|download|reset)|(?:an?|the|this) error\b|refund|lost (?:my|the) (?:package|order|parcel|data|files|card)|stuck (?:on|at|in)\b|crash(?:es|ed|ing)?\b|where is my|locked out|card (?:was )?declined|was charged|got charged)/

/** Sharing something of one's own life: the day, health, work news, plans, family, food, sleep. */
export const personalShare =
  /\b(?:i|i'?m|im|i'?ve|i was|my|we|we'?re|we'?ve|our)\b[^.!?]{0,40}\b(?:day|night|bed|sleep|slept|tired|doctor|scan|hospital|job|promotion|interview|presentation|exam|test|weekend|holiday|vacation|trip|family|kids?|son|daughter|mum|mom|dad|parents|grandma|grandpa|wife|husband|partner|girlfriend|boyfriend|dog|cat|puppy|birthday|wedding|dinner|lunch|breakfast|pizza|cake|party|date|gym|run|ran|walk|hike|garden|home|house|flat|apartment|moved|moving|celebrat\w*|finished|passed|graduat\w*|baby|pregnant|back from|heading (?:to|home|out)|going to bed)\b|^\W*(?:long|good|great|busy|lovely|nice|fun|quiet|lazy) (?:day|night|week|weekend)\b|^\W*(?:back from|heading (?:to bed|home|out)|off to bed|finally home)\b/

/** Asking for something to be done or found out: a request, not small talk. */
export const request =
  /\b(?:need|want|would like|can you|could you|can i|could i|please|help|how do|how can|change|book|cancel|order|reserv\w*|refund|account|password|price|cost|pay|invoice|deliver\w*|ship\w*|schedule|appointment|fix|set up|setup|install|send)\b/

/** Telling someone how to behave: tone policing ("please keep our chat respectful", "calm down"). */
export const policing =
  /(?:keep (?:our|the|this) (?:chat|conversation|language|discussion) (?:respectful|civil|polite|friendly|clean)|keep the language (?:respectful|civil|clean)|watch (?:your|the) language|no need to (?:be rude|swear|shout)|calm down|let'?s (?:all )?(?:keep it|stay) (?:civil|respectful|friendly|polite)|mind your language|there'?s no need for that)/

/** Advice or a plan: tips, steps, a numbered list, "you should", an offer to get started on a task. */
export const advice =
  /(?:\bhere (?:are|is) (?:some|a few|\d+|\w+) (?:tips|steps|ideas|ways|things|options)|\b\d+ (?:tips|steps|ways)\b|(?:^|\s)(?:1[.)]|step 1)|\byou (?:should|could|need to|must|might want to)\b|\bhave you (?:tried|thought about|considered)\b|\bwhy not\b|\bunder (?:most|the|your) (?:tenancy|contract|law|terms)|\b(?:would you like|want) me to help you (?:get started|with your)|\bbook a 1:1\b|\bnow,? about\b|^\W*to (?:recover|get|fix|avoid|prevent|resolve|dispute|claim) [^.?!]{1,40}?,? (?:first|you|start|please)\b|\bplease (?:don'?t|do not|try not to)\b|\bit'?s (?:important|best|wise|a good idea) to\b|\btry to (?:see|understand|remember|look at)\b)/

/** Sales pressure: upsell, urgency, marketing superlatives. */
export const pushy =
  /(?:\bdid you know\b[^.?!]*\b(?:plan|package|premium|pro|growth|upgrade|offer|features?|tier)\b|\bupgrade (?:today|now)\b|don'?t miss out|offer ends|limited[- ]time|\bsave \d+%|\bsupercharge|comprehensive suite|have you considered our\b|\b(?:sign|signing) up today\b|\bact now\b|while (?:stocks|supplies) last|\bguaranteed!|before you (?:go|leave)\b[^.?!]*\b(?:how about|what about|offer|discount|deal|consider|did you know|check out|\d+ ?%)|\b\d+ ?% off\b|\b(?:special|exclusive) (?:offer|discount|deal)\b|how about (?:a |an )?(?:discount|upgrade|\d+ ?%))/

/** A "no" to an offer, said before it came: "no thanks", "just the price", "don't try to sell me", "i want to cancel". */
export const declined =
  /^\W*(?:no|nah|nope|not interested|no thanks)\b|\bjust (?:the|a)\b|\bno add-?ons\b|don'?t (?:try to )?(?:sell|upsell|offer|pitch)|\b(?:need|want|trying) to cancel\b|\bjust cancel\b/

/** The citation that opens a sentence: "As stated in section 7.2 of your contract, " (dropped, the fact kept). */
export const citationLead =
  /^(?:as (?:stated|outlined|specified|set out|explained) in|in accordance with|as per|per|under)\b[^,]*,\s*/i

/** Asking the person to fill in a form: "please complete form DR-7". */
export const formRequest = /\bplease (?:complete|fill (?:in|out)|submit) (?:form|the form|a form)\b/i

/** Citing contract terms or procedure: "as stated in section 7.2", "in accordance with our policy", "please complete form". */
export const legalistic =
  /(?:\bas (?:stated|outlined|specified|set out|explained) in\b|\b(?:per|see|under) (?:section|clause|article) \d|\bsection \d+(?:\.\d+)?\b|\bin accordance with\b|\bterms (?:and|&) conditions\b|\bas per (?:our|the) (?:policy|terms)|\bplease (?:complete|fill (?:in|out)|submit) (?:form|the form|a form)\b|\bcomplete form [a-z0-9-]+)/

/** Lecturing: rule reminders, unasked advice in a warning tone, corrections of someone's language. */
export const lecture =
  /(?:^\W*friendly reminder:[^.!?]*\b(?:alcohol|drinking|rules?|respect\w*|language|behaviou?r|please|should|avoid)\b|\bper (?:the |our )?(?:clan|server|house|group|channel|community) rules\b|please keep it (?:respectful|civil|clean)|\bi (?:strongly )?recommend avoiding\b|\bsignificantly impairs\b|your (?:sentence|message|spelling|grammar) contains an? error|please review (?:the )?(?:capitali[sz]ation|grammar|spelling|rules))/

/**
 * Words that introduce one's own name, as an alternation for a regular expression ("it's", "im",
 * "my name is", and the same in Portuguese, Spanish, French, German, Italian, Polish, Tagalog).
 */
export const selfNaming =
  "it'?s|its|it is|im|i'?m|i am|my name is|my name'?s|name'?s|this is|eu sou o|eu sou a|eu sou|sou o|sou a|ich bin|je suis|je m'appelle|moi c'est|soy|me llamo|sono|mi chiamo|jestem|ako si"

/**
 * Saying the agent did not answer, outright ("you didnt answer my question", "you've answered
 * nothing", "the thing we've asked twice", "still waiting").
 */
export const saidNoAnswer =
  /(?:didn'?t answer|didnt answer|answered nothing|answer (?:my|the) question|not what i asked|wasn'?t my question|the thing (?:we|i)(?:'ve| have)? asked|asked (?:you )?(?:twice|two times|three times|again)|still waiting|you skipped|(?:ignoring|ignored) my question|i asked (?:about|if|whether|for))/

/**
 * Asking again after a reply that missed the point ("ok but dark mode?", "and what about
 * whatsapp", "ok so no sunrise time then", "hello?? can my mum's number go on it or not", "so is
 * there a way"): counted only when it shares a word with the person's earlier question.
 */
export const askedAgain =
  /(?:^\W*(?:ok(?:ay)?|right|yes|yeah|sure|cool|fine|great|thanks|ty)\W*(?:but|so)\b|(?:^|\W)(?:and|but|so) what about\b|^\W*what about\b|\bso no\b.{0,30}\bthen\b|^\W*hello+\s*\?|\bso (?:is|can|do|does|will) (?:there|i|you|it)\b.{0,40}\bor\b|\bor not\W*$)/

/** `text` with every regular-expression metacharacter escaped, to match it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
