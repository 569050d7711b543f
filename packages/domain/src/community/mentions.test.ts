import { describe, expect, it } from 'vitest';
import { mentioned } from './mentions';

const ANA = { id: 'a', name: 'Ana Souza' };
const ANA_LIMA = { id: 'b', name: 'Ana Lima' };
const JOAO = { id: 'c', name: 'João Reis' };

describe('mentions in a reply', () => {
  it('finds a whole name, case and accents aside, and a first name only one participant has', () => {
    expect(mentioned('Concordo com @ana souza e com @Joao.', [ANA, JOAO])).toEqual([ANA, JOAO]);
    expect(mentioned('Veja, @Ana: o custo vem primeiro.', [ANA, JOAO])).toEqual([ANA]);
  });

  it('leaves a first name two participants share to their whole names', () => {
    expect(mentioned('@Ana, o que acha?', [ANA, ANA_LIMA])).toEqual([]);
    expect(mentioned('@Ana Lima, o que acha?', [ANA, ANA_LIMA])).toEqual([ANA_LIMA]);
  });

  it('needs the @ and the name standing alone', () => {
    expect(mentioned('Ana Souza disse isso.', [ANA])).toEqual([]);
    expect(mentioned('@Anastácia não está aqui.', [ANA])).toEqual([]);
    expect(mentioned('email@ana.com', [ANA])).toEqual([]);
  });
});
