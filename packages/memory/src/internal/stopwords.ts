/** English function words, question words and chat fillers: never query terms. */
export const stopwords: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are aren as at be because been before being below
between both but by can cannot could couldn did didn do does doesn doing don down during each few for from
further had hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn
it its itself just let me more most my myself no nor not of off on once only or other ought our ours
ourselves out over same shan she should shouldn so some such than that the their theirs them themselves
then there these they this those through to too under until up very was wasn we were weren what when where
which while who whom why will with won would wouldn you your yours yourself yourselves also yes yeah ok okay
oh hey hi hello lol haha thanks thank pls please really actually just still now then got get gonna wanna
im ive id ill youre youve theyre thats whats dont cant wont isnt arent wasnt didnt doesnt shes hes u ur
say said tell told know think thing things anyone anybody someone something did does one us yet sure
right well like much many way ever even already`
    .split(/\s+/)
    .filter((w) => w.length > 0)
)
