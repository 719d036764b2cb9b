// The form-of-address checker (catalogs.test.ts runs it over every catalog): planted strings in the other form
// are caught, the catalog's own form and look-alike words are not.
import { describe, expect, it } from 'vitest';
import { otherFormOfAddress } from './form-of-address.ts';

describe('the other form of address', () => {
  it('is caught in German: a planted "du", its possessives and its imperatives', () => {
    expect(otherFormOfAddress('de', 'Wenn du das nicht warst, ignoriere diese E-Mail.')).toBe('du');
    expect(otherFormOfAddress('de', 'Ein Konto hält alle deine Notizen.')).toBe('deine');
    expect(otherFormOfAddress('de', 'Zu viele Versuche. Warte eine Minute und versuche es erneut.')).toBe('Warte');
    expect(otherFormOfAddress('de', 'Das hat nicht geklappt. Bitte versuche es erneut.')).toBe('versuche');
    expect(otherFormOfAddress('de', '{appName}: Bestätige Ihre E-Mail-Adresse')).toBe('Bestätige');
  });

  it('lets the German formal form and look-alike words pass', () => {
    expect(otherFormOfAddress('de', 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt.')).toBeNull();
    expect(otherFormOfAddress('de', 'Versuche, den Dienst zu stören, einschließlich automatisierter Massennutzung.')).toBeNull();
    expect(otherFormOfAddress('de', 'Zu viele Versuche. Warten Sie eine Minute.')).toBeNull();
    expect(otherFormOfAddress('de', 'Dieser Link ist nur für Dudelsackspieler.')).toBeNull();
  });

  it('is caught in French (tu in a vous catalog), elided forms too', () => {
    expect(otherFormOfAddress('fr', 'Si tu veux, publie-la.')).toBe('tu');
    expect(otherFormOfAddress('fr', 'Ce lien t’aide à modifier la note.')).toBe('t’');
    expect(otherFormOfAddress('fr', 'Trop de tentatives. Réessaie dans une minute.')).toBe('Réessaie');
    expect(otherFormOfAddress('fr', 'Trop de tentatives. Attendez une minute et réessayez.')).toBeNull();
    expect(otherFormOfAddress('fr', 'Toutes les modifications sont enregistrées')).toBeNull();
  });

  it('is caught in Spanish (usted in a tú catalog)', () => {
    expect(otherFormOfAddress('es', 'Si usted no fue, ignore este correo.')).toBe('usted');
    expect(otherFormOfAddress('es', 'Demasiados intentos. Espere un minuto.')).toBe('Espere');
    expect(otherFormOfAddress('es', 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.')).toBeNull();
    expect(otherFormOfAddress('es', 'Acoso o datos publicados sin su consentimiento.')).toBeNull();
  });

  it('is caught in Italian (Lei in a tu catalog), telling "Lei" from "lei"', () => {
    expect(otherFormOfAddress('it', 'La preghiamo di riprovare: Lei è offline.')).toBe('Lei');
    expect(otherFormOfAddress('it', 'Inserisca la password.')).toBe('Inserisca');
    expect(otherFormOfAddress('it', 'Conferma il Suo indirizzo e-mail.')).toBe('Suo');
    expect(otherFormOfAddress('it', 'Chi ha il link può leggere la nota, anche se lei non lo sa. Inserisci la password.')).toBeNull();
  });

  it('is caught in Portuguese (tu in a você catalog)', () => {
    expect(otherFormOfAddress('pt', 'Se não foste tu, ignora este e-mail.')).toBe('tu');
    expect(otherFormOfAddress('pt', 'Escolhe uma nova palavra-passe.')).toBe('Escolhe');
    expect(otherFormOfAddress('pt', 'Escolha uma nova palavra-passe. Tudo é grátis.')).toBeNull();
  });

  it('is caught in Hindi (तुम in an आप catalog), verbs last', () => {
    expect(otherFormOfAddress('hi', 'तुम्हारा खाता हटा दिया गया')).toBe('तुम्हारा');
    expect(otherFormOfAddress('hi', 'अपना कनेक्शन जाँचो और फिर से कोशिश करें।')).toBe('जाँचो');
    expect(otherFormOfAddress('hi', 'अपना कनेक्शन जाँचें और फिर से कोशिश करें। तूफ़ान में भी।')).toBeNull();
  });
});
