// One form of address per language across the interface and the account mail (docs/decisions.md): German and
// French the formal one (Sie, vous), Spanish and Italian the informal one (tú, tu), Portuguese você and Hindi आप,
// as the majority of each catalog had it. `otherFormOfAddress` finds the other form in a translation, for the
// catalog check (catalogs.test.ts): its pronouns and possessives, and the imperatives of the verbs the
// interface uses at the start of a sentence (a formal German request reads "Prüfen Sie", an informal "Prüfe").
import type { Locale } from './locales.ts';

export type TranslatedLocale = Exclude<Locale, 'en'>;

export interface AddressRule {
  /** The form every string of the language uses, in words (for messages and the decisions log). */
  uses: string;
  /** The form that must not appear. */
  avoids: string;
  /** Words that only the avoided form uses; whole words, any case. */
  words: readonly string[];
  /**
   * Imperatives of the avoided form, caught at the start of a sentence (elsewhere most of them are also a plain
   * verb of the other form: French "il vérifie", Portuguese "você escolhe").
   */
  imperatives: readonly string[];
  /** Words after which an imperative also counts ("bitte versuche"), where no other form looks the same. */
  imperativeAfter?: readonly string[];
  /** Whether case tells the forms apart (Italian "Lei" is you, "lei" is she). */
  caseSensitive?: boolean;
}

export const ADDRESS_RULES: Record<TranslatedLocale, AddressRule> = {
  de: {
    uses: 'Sie',
    avoids: 'du',
    words: ['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'],
    imperatives: ['Gib', 'Prüfe', 'Versuche', 'Melde', 'Warte', 'Verwende', 'Wähle', 'Bestätige', 'Ignoriere', 'Lies', 'Schreib', 'Schreibe', 'Öffne', 'Tippe', 'Nutze', 'Speichere', 'Kopiere', 'Füge', 'Lege', 'Klicke', 'Gehe', 'Sieh'],
    imperativeAfter: ['bitte', 'und'],
  },
  fr: {
    uses: 'vous',
    avoids: 'tu',
    words: ['tu', 'te', 'toi', 'ton', 'ta', 'tes', 't’', "t'"],
    imperatives: ['Réessaie', 'Vérifie', 'Choisis', 'Saisis', 'Écris', 'Utilise', 'Attends', 'Colle', 'Ouvre', 'Publie', 'Protège', 'Découvre', 'Confirme', 'Patiente', 'Raccourcis', 'Connecte-toi', 'Offre-nous'],
  },
  es: {
    uses: 'tú',
    avoids: 'usted',
    words: ['usted', 'ustedes'],
    imperatives: ['Escriba', 'Introduzca', 'Inténtelo', 'Vuelva', 'Espere', 'Utilice', 'Elija', 'Compruebe', 'Inicie', 'Ignore', 'Confirme', 'Pulse', 'Haga', 'Abra', 'Copie', 'Pegue', 'Guarde', 'Publique', 'Descubra', 'Proteja', 'Comparta', 'Añada', 'Cambie', 'Consulte', 'Seleccione', 'Escríbanos', 'Regístrese'],
  },
  it: {
    uses: 'tu',
    avoids: 'Lei',
    words: ['Lei', 'La prego', 'Suo', 'Sua', 'Suoi', 'Sue'],
    imperatives: ['Riprovi', 'Inserisca', 'Scriva', 'Attenda', 'Usi', 'Scelga', 'Controlli', 'Verifichi', 'Confermi', 'Ignori', 'Prema', 'Clicchi', 'Apra', 'Incolli', 'Acceda', 'Utilizzi', 'Provi', 'Salvi', 'Pubblichi', 'Scopra', 'Protegga', 'Condivida'],
    caseSensitive: true,
  },
  pt: {
    uses: 'você',
    avoids: 'tu',
    words: ['tu', 'teu', 'tua', 'teus', 'tuas', 'te', 'ti', 'contigo'],
    imperatives: ['Escreve', 'Tenta', 'Introduz', 'Usa', 'Escolhe', 'Verifica', 'Aguarda', 'Confirma', 'Ignora', 'Abre', 'Copia', 'Cola', 'Guarda', 'Publica', 'Descobre', 'Protege', 'Partilha', 'Compartilha', 'Entra', 'Inicia', 'Cria', 'Adiciona', 'Consulta', 'Seleciona', 'Apaga', 'Mantém', 'Envia', 'Define', 'Encurta'],
  },
  hi: {
    uses: 'आप',
    avoids: 'तुम',
    words: ['तुम', 'तुम्हारा', 'तुम्हारी', 'तुम्हारे', 'तुम्हें', 'तुमको', 'तू', 'तुझे', 'तुझको', 'तेरा', 'तेरी', 'तेरे'],
    imperatives: ['करो', 'लिखो', 'चुनो', 'देखो', 'रखो', 'डालो', 'भेजो', 'बदलो', 'जाँचो', 'आज़माओ', 'जाओ', 'बताओ', 'खोलो', 'दबाओ', 'लगाओ', 'बचाओ', 'सहेजो', 'पढ़ो', 'हटाओ', 'कॉपी करो'],
  },
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Word edges that work for every script (JavaScript's \b knows only ASCII letters). */
const EDGE_BEFORE = '(?<![\\p{L}\\p{M}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{M}\\p{N}])';

/** A whole word; one ending in an apostrophe (French t’) is followed by the word it is elided into. */
const wholeWord = (word: string) => `${EDGE_BEFORE}${escape(word)}${/['’]$/.test(word) ? '' : EDGE_AFTER}`;

function patternsFor(rule: AddressRule): RegExp[] {
  const flags = rule.caseSensitive ? 'u' : 'iu';
  const words = new RegExp(`(?<word>${rule.words.map(wholeWord).join('|')})`, flags);
  // Hindi puts the verb last, anywhere in a sentence. Elsewhere an imperative starts a sentence (also after an ICU
  // brace or markup) or follows one of `imperativeAfter`, and is never followed by a comma: "Versuche, den
  // Dienst zu stören" is the noun (attempts), "Versuche es erneut" the imperative.
  const after = (rule.imperativeAfter ?? []).map((word) => `\\b${word}\\s+`);
  const start = rule.avoids === 'तुम' ? '' : `(?:${['^', '[.!?:;{>]\\s*', ...after].join('|')})`;
  const imperatives = new RegExp(`${start}(?<word>${rule.imperatives.map(wholeWord).join('|')})(?!,)`, flags);
  return [words, imperatives];
}

const PATTERNS = Object.fromEntries(
  Object.entries(ADDRESS_RULES).map(([locale, rule]) => [locale, patternsFor(rule)]),
) as Record<TranslatedLocale, RegExp[]>;

/** The first word of `text` that belongs to the form of address `locale` avoids, or null. */
export function otherFormOfAddress(locale: TranslatedLocale, text: string): string | null {
  for (const pattern of PATTERNS[locale]) {
    const word = pattern.exec(text)?.groups?.['word'];
    if (word) return word;
  }
  return null;
}
