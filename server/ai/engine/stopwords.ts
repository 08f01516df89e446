// Stop words of the main languages: function words only (articles, pronouns, auxiliaries, prepositions,
// question words). Nothing domain-specific: the engine answers for any kind of site. Other languages
// use the `stopwords-iso` lists; those are not used for the languages above because they also hold
// content words a question may hinge on ("open", "free", "year" in English).
import { createRequire } from 'node:module';

const lists: Record<string, string> = {
  en: `a about above after again against all am an and any are aren't as at be because been before being
    below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during
    each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers
    herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more
    most mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same
    shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them
    themselves then there there's these they they'd they'll they're they've this those through to too under
    until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which
    while who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours yourself
    yourselves will shall may might must also just get got does anything something any anyone please tell
    know want wanted like need hi hello thanks thank us ok okay there's whats im dont cant much many
    guys think really actually way lot bit kind sort maybe`,
  es: `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella
    ellas ellos en entre era erais eran eras eres es esa esas ese eso esos esta estaba estado estais estamos
    estan estar estas este esto estos estoy fue fueron fui ha hace hacer han has hasta hay la las le les lo los
    mas me mi mis mucho muy nada ni no nos nosotros o os otra otro para pero poco por porque que quien se sea
    ser si sin sobre son su sus también te tiene tienen tengo tu tus un una uno unos usted ustedes vosotros y ya
    yo qué cómo cuál cuándo dónde quién puedo puede pueden hola gracias`,
  fr: `a ai aie au aux avec avez avons c ce ceci cela ces cet cette d dans de des du elle elles en est et été
    être eu il ils j je l la le les leur leurs lui m ma mais me même mes moi mon n ne nos notre nous on ont ou
    où par pas pour qu que quel quelle quels qui s sa sans se ses si son sont sur t ta te tes toi ton tu un une
    vos votre vous y est-ce comment combien quand pourquoi puis peux peut bonjour merci`,
  de: `aber alle als also am an auch auf aus bei bin bis bist da damit dann das dass dein deine dem den der des
    die dies diese dieser dieses doch dort du durch ein eine einem einen einer eines er es euer eure für hab
    habe haben hat hatte hier ich ihr ihre im in ist ja kann kannst können könnt man mein meine mich mir mit
    muss nach nicht noch nun nur ob oder ohne sehr sein seine sich sie sind so über um und uns unser unter
    vom von vor war waren was weil welche welcher wenn wer wie wir wird wo zu zum zur gibt es wann warum wieviel
    hallo danke bitte`,
  it: `a ad al alla alle allo agli ai anche che chi ci come con da dal dalla dei del della delle dello di e è
    ed era gli ha hanno ho i il in io la le lei li lo loro lui ma mi mia mio ne nei nel nella no noi non o per
    perché più quale quando quanto se si sia sono su sua suo sul sulla ti tu tua tuo un una uno vi voi posso
    può dove ciao grazie`,
  pt: `a ao aos as até com como da das de do dos e é ela elas ele eles em entre era essa esse esta este eu foi
    há isso isto já lhe mais mas me meu minha muito na nas não no nos nós o os ou para pela pelo por qual
    quando que quem se sem seu sua são também te tem tu um uma você vocês posso pode onde olá obrigado`,
  nl: `aan al als ben bij dan dat de der des die dit door drie een en er had heb hebben heeft hem het hier hij
    hoe hun ik in is ja je kan kun kunnen maar me meer men met mij mijn na naar niet nog nu of om onder ons
    ook op over te tot u uit uw van voor waar wanneer wat was we wel werd wie wij wil worden zal ze zich zij
    zijn zo hallo bedankt`,
};

export const STOPWORDS: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries(lists).map(([lang, words]) => [lang, new Set(words.split(/\s+/).filter(Boolean))]),
);

const iso = new Map<string, ReadonlySet<string> | null>();

function isoList(lang: string): ReadonlySet<string> | null {
  let set = iso.get(lang);
  if (set === undefined) {
    try {
      const all = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
      set = all[lang] ? new Set(all[lang]) : null;
    } catch {
      set = null;
    }
    iso.set(lang, set);
  }
  return set;
}

export function isStopword(word: string, lang: string): boolean {
  return (STOPWORDS[lang] ?? isoList(lang) ?? STOPWORDS.en).has(word);
}
