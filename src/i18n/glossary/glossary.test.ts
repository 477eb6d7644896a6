import en from '../messages/en.json';
import esCatalog from '../messages/es.json';
import frCatalog from '../messages/fr.json';
import { GLOSSARIES, glossaryViolations } from './glossary';

describe('the French glossary', () => {
  it('fails on another word for a concept, on tu, and on a missing elision, naming the key and the word', () => {
    const problems = glossaryViolations(GLOSSARIES.fr, {
      'a.deposit': 'Votre acompte a été payé',
      'a.supplier': 'Le Fournisseur vous contactera.',
      'a.pickup': 'À payer à la prise en charge',
      'a.waiver': 'Garantie dommages collision',
      'a.register': 'Choisis ta voiture',
      'a.register2': 'Tu peux t’inscrire',
      'a.elision': 'Aéroport de Agadir, Aéroport de Édimbourg',
      'a.fine': 'Votre caution a été payée au loueur, au retrait à l’Aéroport d’Agadir, puis restitution.',
    });
    expect(problems).toEqual([
      '"a.deposit" uses "acompte": deposit (held by the supplier, or paid online to confirm a booking) is "caution"',
      '"a.supplier" uses "Fournisseur": supplier is "loueur"',
      '"a.pickup" uses "prise en charge": pick-up is "retrait"',
      '"a.waiver" uses "Garantie dommages collision": collision damage waiver is "rachat de franchise collision"',
      '"a.register" has "ta": vous, never tu',
      '"a.register2" has "Tu": vous, never tu',
      '"a.register2" has "t’": vous, never tu',
      '"a.elision" has "de A": elision before a vowel or a mute h: d’Agadir, l’aéroport, qu’il',
      '"a.elision" has "de É": elision before a vowel or a mute h: d’Agadir, l’aéroport, qu’il',
    ]);
  });
});

describe('the Spanish glossary', () => {
  it('fails on tú forms and on another word for a concept, but not on a word that means something else there', () => {
    const problems = glossaryViolations(GLOSSARIES.es, {
      'b.required': 'Rellena este campo.',
      'b.title': 'Alquila el coche adecuado',
      'b.yours': 'Coches para tus fechas',
      'b.can': 'Puedes cancelar.',
      'b.fix': 'Corrige los errores',
      'b.notFound': 'La página que buscas no existe.',
      'b.deposit': 'Depósito pagado',
      'cars.policy.freeTank': 'Depósito incluido',
      'b.fine': 'Rellene este campo. Reserve su coche y acepte las condiciones: este sitio acepta su fianza.',
      // Third persons spelt like tú imperatives, inside a sentence: not refused.
      'b.third': 'El dinero vuelve a su tarjeta; el servidor revisa e intenta el pago.',
    });
    expect(problems).toEqual([
      '"b.required" has "Rellena": usted, never tú: imperatives opening a sentence, where they cannot be a 3rd person (Rellene, Corrija, Elija… not Rellena, Corrige, Elige…)',
      '"b.title" has "Alquila": usted, never tú: imperatives opening a sentence, where they cannot be a 3rd person (Rellene, Corrija, Elija… not Rellena, Corrige, Elige…)',
      '"b.yours" has "tus": usted, never tú: no tú pronouns or possessives (su, le, usted)',
      '"b.can" has "Puedes": usted, never tú: no tú verb forms anywhere, only words that are tú whatever the context (puede, busca, haga… not puedes, buscas, hagas…)',
      '"b.fix" has "Corrige": usted, never tú: imperatives opening a sentence, where they cannot be a 3rd person (Rellene, Corrija, Elija… not Rellena, Corrige, Elige…)',
      '"b.notFound" has "buscas": usted, never tú: no tú verb forms anywhere, only words that are tú whatever the context (puede, busca, haga… not puedes, buscas, hagas…)',
      '"b.deposit" uses "Depósito": deposit (held by the supplier, or paid online to confirm a booking) is "fianza"',
    ]);
  });
});

it('is followed by every translation', () => {
  expect(Object.keys(frCatalog)).toEqual(Object.keys(en));
  expect(glossaryViolations(GLOSSARIES.fr, frCatalog)).toEqual([]);
  expect(glossaryViolations(GLOSSARIES.es, esCatalog)).toEqual([]);
});
