// Stop words of the seven interface languages: the function words a keyword list leaves out (articles,
// pronouns, prepositions, conjunctions, auxiliaries). Lower-case, apostrophes straight ('), one list per
// language. Also the evidence the text statistics use to guess a text's language.
export const STOP_WORD_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'hi'] as const;
export type StopWordLanguage = (typeof STOP_WORD_LANGUAGES)[number];

// Kept as space-separated text: a few hundred words per language read (and review) better than arrays.
const LISTS: Record<StopWordLanguage, string> = {
  en: `a about above after again against all am an and any are aren't as at be because been before being
    below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
    during each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here
    here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its
    itself just let's me more most mustn't my myself no nor not now of off on once only or other ought our
    ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that
    that's the their theirs them themselves then there there's these they they'd they'll they're they've
    this those through to too under until up very was wasn't we we'd we'll we're we've were weren't what
    what's when when's where where's which while who who's whom why why's will with won't would wouldn't
    you you'd you'll you're you've your yours yourself yourselves`,
  de: `aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes anderm
    andern anderr anders auch auf aus bei bin bis bist da damit dann das dass daß dasselbe dazu dein deine
    deinem deinen deiner deines dem demselben den denn denselben der derer derselbe derselben des desselben
    dessen dich die dies diese dieselbe dieselben diesem diesen dieser dieses dir doch dort du durch ein
    eine einem einen einer eines einig einige einigem einigen einiger einiges einmal er es etwas euch euer
    eure eurem euren eurer eures für gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm
    ihn ihnen ihr ihre ihrem ihren ihrer ihres im in indem ins ist jede jedem jeden jeder jedes jene jenem
    jenen jener jenes jetzt kann kein keine keinem keinen keiner keines können könnte machen man manche
    manchem manchen mancher manches mein meine meinem meinen meiner meines mich mir mit muss musste nach
    nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner seines selbst sich sie
    sind so solche solchem solchen solcher solches soll sollte sondern sonst über um und uns unser unsere
    unserem unseren unserer unseres unter viel vom von vor während war waren warst was weg weil weiter
    welche welchem welchen welcher welches wenn werde werden wie wieder will wir wird wirst wo wollen
    wollte würde würden zu zum zur zwar zwischen`,
  es: `a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el
    él ella ellas ellos en entre era erais eran eras eres es esa esas ese eso esos esta está estaba
    estaban estado estamos están estar estas este esto estos estoy fue fueron fui fuimos ha había habían
    han has hasta hay he la las le les lo los más me mi mí mis mucho muchos muy nada ni no nos nosotras
    nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco por porque que
    qué quien quienes se sea sean ser será si sí siendo sin sobre sois somos son soy su sus suya suyas
    suyo suyos también tanto te tenemos tener tengo ti tiene tienen todo todos tu tú tus tuya tuyas tuyo
    tuyos un una uno unos vosotras vosotros vuestra vuestras vuestro vuestros y ya yo`,
  fr: `a à ai aie aient aies ait alors as au aucun aura aurai auraient aurais aurait auras aurez auriez
    aurions aurons auront aussi autre aux avaient avais avait avant avec avez aviez avions avoir avons ayant
    ayez ayons c c'est ça ce ceci cela celle celles celui ces cet cette ceux chez comme d dans de des donc
    du elle elles en encore es est et étaient étais était étant été êtes étiez étions être eu eue eues eûmes
    eurent eus eût eux fait furent fus fut fûmes il ils j j'ai je l la le les leur leurs lui m ma mais me
    même mes moi mon n n'est ne ni nos notre nous on ont ou où par parce pas peu peut plus pour pourquoi
    qu qu'il quand que quel quelle quelles quels qui s sa sans se sera serai seraient serais serait seras
    serez seriez serions serons seront ses si sien soi soient sois soit sommes son sont sous soyez soyons
    suis sur t ta te tes toi ton tous tout toute toutes très tu un une vos votre vous y`,
  it: `a ad agli ai al alla alle allo anche avere aveva avevano c che chi ci come con contro cui da dagli
    dai dal dall dalla dalle dallo degli dei del dell della delle dello di dove e è ebbe ed era erano
    essere essi esso fa fino fra fu furono gli ha hai hanno ho i il in io l la le lei li lo loro lui ma
    me mi mia mie miei mio ne negli nei nel nell nella nelle nello noi non nostra nostre nostri nostro o
    per perché più poi quale quali quando quanto quella quelle quelli quello questa queste questi questo
    se sei si sia siamo siete sono sta stata stato su sua sue sugli sui sul sull sulla sulle sullo suo
    suoi ti tra tu tua tue tuo tuoi tutti tutto un una uno vi voi`,
  pt: `a à ao aos aquela aquelas aquele aqueles aquilo as às até com como da das de dela delas dele deles
    depois do dos e é ela elas ele eles em entre era eram essa essas esse esses esta está estão estas
    estava estavam este estes eu foi foram há isso isto já lhe lhes mais mas me mesmo meu meus minha
    minhas muito na não nas nem no nos nós nossa nossas nosso nossos num numa o os ou para pela pelas pelo
    pelos por qual quando que quem são se seja sem ser será seu seus só sua suas também te tem têm ter
    teu teus tinha tu tua tuas um uma umas uns você vocês vos`,
  hi: `अंदर अपना अपनी अपने अब अभी आदि आप आपका आपकी आपके आपको इत्यादि इन इनका इनकी इनके इनको इन्हें इस
    इसका इसकी इसके इसमें इसी इसे उन उनका उनकी उनके उनको उन्हें उस उसका उसकी उसके उसमें उसी उसे एक एवं
    ऐसा ऐसी ऐसे और कई कर करता करती करते करना करने करें कहाँ कहा का काफ़ी कि किया किस किसी किसे की कुछ
    के को कोई कौन क्या क्यों कैसे गई गए गया जब जहाँ जा जिन जिन्हें जिस जिसे जैसा जैसे जो तक तब तरह तुम
    तुम्हारा तुम्हारी तुम्हारे तुम्हें तो था थी थे दिया दो द्वारा न नहीं ना ने पर पहले फिर बहुत बाद भी
    भीतर मगर मुझे मुझको में मे मेरा मेरी मेरे मैं यदि यह यहाँ यही या ये रहा रही रहे लिए लिये लेकिन वह
    वहाँ वहीं वाला वाली वाले वे सकता सकती सकते सब सबसे सभी साथ से सो हम हमारा हमारी हमारे हमें ही हुआ
    हुई हुए है हैं हो होगा होता होती होते होना होने`,
};

/** Each language's stop words as a set of lower-case words. */
export const STOP_WORDS: Record<StopWordLanguage, ReadonlySet<string>> = {
  en: toSet(LISTS.en),
  de: toSet(LISTS.de),
  es: toSet(LISTS.es),
  fr: toSet(LISTS.fr),
  it: toSet(LISTS.it),
  pt: toSet(LISTS.pt),
  hi: toSet(LISTS.hi),
};

function toSet(list: string): ReadonlySet<string> {
  return new Set(list.normalize('NFC').trim().split(/\s+/u));
}

export function isStopWordLanguage(value: string): value is StopWordLanguage {
  return (STOP_WORD_LANGUAGES as readonly string[]).includes(value);
}
