import { describe, expect, it } from 'vitest';
import { splitScript } from './split';

describe('a whole script split into parts', () => {
  it('cuts a script at its own headings, in any of the five languages and marks', () => {
    const { parts, headed } = splitScript(
      [
        '## Problema',
        'Profissionais em home office perdem 40 minutos por dia para almoçar.',
        '',
        'Solução: um kit de 10 marmitas congeladas entregue no domingo.',
        '3. Tração',
        'Temos 140 clientes pagantes.',
        'PEDIDO:',
        'Pedimos R$ 150 mil para uma segunda cozinha.',
      ].join('\n'),
    );
    expect(headed).toBe(true);
    expect(parts).toEqual({
      problem: 'Profissionais em home office perdem 40 minutos por dia para almoçar.',
      solution: 'um kit de 10 marmitas congeladas entregue no domingo.',
      traction: 'Temos 140 clientes pagantes.',
      ask: 'Pedimos R$ 150 mil para uma segunda cozinha.',
    });
    expect(
      splitScript('Why now?\nSince 2023 half of offices went hybrid.\nThe ask\nWe are raising $200k.').parts,
    ).toEqual({
      whyNow: 'Since 2023 half of offices went hybrid.',
      ask: 'We are raising $200k.',
    });
  });

  it('reads a script without headings passage by passage, the first short sentence as the one-liner', () => {
    const { parts, headed } = splitScript(
      'Wir reparieren Fahrräder direkt vor der Haustür in München. ' +
        'Pendler verlieren einen halben Tag, wenn ihr Rad in die Werkstatt muss. ' +
        'Unser Transporter kommt zum Kunden und repariert vor Ort. ' +
        'Seit 2022 pendeln doppelt so viele Münchner mit dem Rad. ' +
        'Wir haben 210 Kunden und sind im letzten Quartal um 15 % gewachsen. ' +
        'Wir suchen 80.000 € Finanzierung für einen zweiten Transporter.',
    );
    expect(headed).toBe(false);
    expect(Object.keys(parts)).toEqual(['oneLiner', 'problem', 'solution', 'whyNow', 'traction', 'ask']);
    expect(parts.oneLiner).toBe('Wir reparieren Fahrräder direkt vor der Haustür in München.');
  });

  it('keeps a passage with no part’s words with the passage before it', () => {
    const { parts } = splitScript(
      'Nossos clientes são 140 famílias.\n\nElas voltam toda semana.\n\nBuscamos R$ 150 mil de investimento.',
    );
    expect(parts).toEqual({
      traction: 'Nossos clientes são 140 famílias.\n\nElas voltam toda semana.',
      ask: 'Buscamos R$ 150 mil de investimento.',
    });
  });

  it('names the ask by how founders say they raise, in five languages', () => {
    for (const ask of [
      'Estamos levantando R$ 300 mil para abrir a segunda cozinha em 12 meses.',
      'We want to raise $500K to open a second kitchen.',
      'Abrimos una ronda de 200.000 € para la segunda cocina.',
      'Nous préparons une levée de fonds de 300 000 € pour une deuxième cuisine.',
      'Wir starten eine Finanzierungsrunde über 300.000 € für eine zweite Küche.',
    ]) {
      const { parts } = splitScript(`Marmitas congeladas para quem trabalha de casa.\n\n${ask}`);
      expect(parts.ask, ask).toBe(ask);
    }
  });
});
