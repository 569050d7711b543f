import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  CARD_HOLDER_LENGTH,
  CARD_NUMBER_LENGTH,
  cardBrand,
  cvcLength,
  isExpired,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  lastFour,
  normalizeCardNumber,
  parseExpiry,
  passesLuhn,
  type CardBrand,
  type CardExpiry,
} from './card';

/** An independent Luhn: the digit that makes `body + digit` check out. */
function withCheckDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    // The check digit will sit at position 0 from the right, so the body's rightmost digit doubles.
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const digitString = (minLength: number, maxLength: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength }).map((digits) => digits.join(''));

/** Numbers that pass Luhn, of every length from 1 to 25. */
const luhnNumber = digitString(0, 24).map(withCheckDigit);

describe('constants', () => {
  it('names the brands and lengths the checkout relies on', () => {
    expect(CARD_BRANDS).toEqual(['visa', 'mastercard', 'amex', 'elo', 'other']);
    expect(CARD_NUMBER_LENGTH).toEqual({ min: 12, max: 19 });
    expect(CARD_HOLDER_LENGTH).toEqual({ min: 2, max: 100 });
  });
});

describe('normalizeCardNumber', () => {
  it.each<[string, string]>([
    ['4242424242424242', '4242424242424242'],
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    ['  4242 - 4242\t4242\n4242 ', '4242424242424242'],
    ['', ''],
    ['   ', ''],
    // Only separators go; anything else is left for the checks to reject.
    ['4242.4242', '4242.4242'],
    ['4242_4242', '4242_4242'],
    ['abcd 1234', 'abcd1234'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCardNumber(input)).toBe(expected);
  });

  it('gives back the digits however they were grouped', () => {
    const separator = fc.constantFrom('', ' ', '-', '  ', ' - ', '\t');
    fc.assert(
      fc.property(fc.array(fc.tuple(digitString(1, 4), separator), { maxLength: 6 }), (groups) => {
        const typed = groups.map(([digits, sep]) => digits + sep).join('');
        expect(normalizeCardNumber(typed)).toBe(groups.map(([digits]) => digits).join(''));
      }),
    );
  });
});

describe('passesLuhn', () => {
  it.each<[string, boolean]>([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['79927398713', true],
    ['79927398710', false],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['18', true],
    ['81', false],
    ['0', true],
    ['000000000000', true],
    // Only digits: the caller normalises first.
    ['', false],
    ['4242 4242 4242 4242', false],
    ['4242-4242-4242-4242', false],
    ['abc', false],
    ['-18', false],
    ['+18', false],
    ['1e3', false],
    ['18\n', false],
    ['١٨', false],
  ])('%j → %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it('accepts a number ending in its check digit', () => {
    fc.assert(
      fc.property(luhnNumber, (digits) => {
        expect(passesLuhn(digits)).toBe(true);
      }),
    );
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(luhnNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const index = at % digits.length;
        const wrong = String((Number(digits[index]) + shift) % 10);
        const typo = digits.slice(0, index) + wrong + digits.slice(index + 1);
        expect(passesLuhn(typo)).toBe(false);
      }),
    );
  });

  it('catches swapped neighbours, except 0 and 9 which Luhn cannot tell apart', () => {
    fc.assert(
      fc.property(
        luhnNumber.filter((digits) => digits.length >= 2),
        fc.nat(),
        (digits, at) => {
          const index = at % (digits.length - 1);
          const [a, b] = [digits[index]!, digits[index + 1]!];
          fc.pre(a !== b && !(`${a}${b}` === '09' || `${a}${b}` === '90'));
          const swapped = digits.slice(0, index) + b + a + digits.slice(index + 2);
          expect(passesLuhn(swapped)).toBe(false);
        },
      ),
    );
  });
});

describe('isValidCardNumber', () => {
  it.each<[string, string, boolean]>([
    ['Visa test card', '4242424242424242', true],
    ['grouped with spaces', '4242 4242 4242 4242', true],
    ['grouped with dashes', '4242-4242-4242-4242', true],
    ['surrounded by whitespace', ' 4242424242424242\n', true],
    ['wrong check digit', '4242424242424241', false],
    ['Amex, 15 digits', '378282246310005', true],
    ['Mastercard', '5555 5555 5555 4444', true],
    ['11 digits, Luhn-valid', '40000000006', false],
    ['12 digits, the shortest allowed', '400000000002', true],
    ['19 digits, the longest allowed', '4000000000000000006', true],
    ['20 digits, Luhn-valid', '40000000000000000002', false],
    ['12 zeros', '000000000000', true],
    ['empty', '', false],
    ['only separators', ' - - ', false],
    ['a letter among the digits', '4242 4242 4242 424a', false],
    ['dots are not separators', '4242.4242.4242.4242', false],
    ['non-ASCII digits', '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢', false],
  ])('%s: %j → %s', (_label, input, expected) => {
    expect(isValidCardNumber(input)).toBe(expected);
  });

  it('is passesLuhn on the digits plus the 12–19 length rule', () => {
    fc.assert(
      fc.property(digitString(0, 25), (digits) => {
        const lengthOk = digits.length >= 12 && digits.length <= 19;
        expect(isValidCardNumber(digits)).toBe(lengthOk && passesLuhn(digits));
      }),
    );
  });

  it('does not care how the digits are grouped', () => {
    fc.assert(
      fc.property(luhnNumber, fc.constantFrom(' ', '-', ' - '), fc.integer({ min: 1, max: 6 }), (digits, sep, size) => {
        const grouped = digits.match(new RegExp(`.{1,${size}}`, 'g'))!.join(sep);
        expect(isValidCardNumber(grouped)).toBe(isValidCardNumber(digits));
      }),
    );
  });
});

describe('cardBrand', () => {
  it.each<[string, CardBrand]>([
    ['4242424242424242', 'visa'],
    ['4000 0566 5566 5556', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105-1051-0510-5100', 'mastercard'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2230000000000000', 'mastercard'],
    ['2500000000000000', 'mastercard'],
    ['2699000000000000', 'mastercard'],
    ['2710000000000000', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6362970000457013', 'elo'],
    ['5066990000000002', 'elo'],
    ['5067000000000009', 'elo'],
    ['5090000000000000', 'elo'],
    ['5041750000000000', 'elo'],
    ['6277800000000006', 'elo'],
    ['6363680000000007', 'elo'],
    ['6500310000000005', 'elo'],
    ['6516520000000001', 'elo'],
    ['6550000000000001', 'elo'],
    ['2721000000000004', 'other'],
    ['2219000000000000', 'other'],
    ['5000000000000009', 'other'],
    ['5600000000000003', 'other'],
    ['35', 'other'],
    ['3', 'other'],
    ['6011000000000004', 'other'],
    ['3000000000000004', 'other'],
    ['1234567890128', 'other'],
    ['', 'other'],
  ])('%j → %s', (input, expected) => {
    expect(cardBrand(input)).toBe(expected);
  });

  // These Elo ranges start with a 4: read as plain Visa they would get the wrong logo and network.
  it.each([
    '4011780000000006',
    '4011790000000005',
    '4312740000000006',
    '4389350000000002',
    '4514160000000003',
    '4573930000000007',
    '4576310000000009',
    '4576320000000008',
  ])('recognises the Elo range of %s before Visa', (number) => {
    expect(cardBrand(number)).toBe('elo');
    expect(cardBrand(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBe('elo');
  });

  it.each<[string, CardBrand]>([
    // Neighbours of the Elo ranges stay Visa.
    ['4011770000000007', 'visa'],
    ['4011000000000009', 'visa'],
    // While the user is still typing the first six digits it reads as Visa, then switches.
    ['40117', 'visa'],
    ['401178', 'elo'],
  ])('%j → %s', (input, expected) => {
    expect(cardBrand(input)).toBe(expected);
  });

  it('reads anything starting with 4 outside the Elo ranges as Visa', () => {
    fc.assert(
      fc.property(digitString(0, 18), (rest) => {
        const number = `4${rest}`;
        fc.pre(!/^(401178|401179|431274|438935|451416|457393|457631|457632)/.test(number));
        expect(cardBrand(number)).toBe('visa');
      }),
    );
  });
});

describe('cvcLength and isValidCvc', () => {
  it.each<[CardBrand, number]>([
    ['amex', 4],
    ['visa', 3],
    ['mastercard', 3],
    ['elo', 3],
    ['other', 3],
  ])('%s → %d digits', (brand, length) => {
    expect(cvcLength(brand)).toBe(length);
  });

  it.each<[string, CardBrand, boolean]>([
    ['1234', 'amex', true],
    ['0000', 'amex', true],
    ['123', 'amex', false],
    ['12345', 'amex', false],
    ['123', 'visa', true],
    ['000', 'mastercard', true],
    ['999', 'elo', true],
    ['123', 'other', true],
    ['1234', 'visa', false],
    ['12', 'visa', false],
    ['', 'visa', false],
    ['', 'amex', false],
    ['12a', 'visa', false],
    [' 123', 'visa', false],
    ['123 ', 'visa', false],
    ['123\n', 'visa', false],
    ['1 23', 'visa', false],
    ['-12', 'visa', false],
    ['١٢٣', 'visa', false],
  ])('%j for %s → %s', (cvc, brand, expected) => {
    expect(isValidCvc(cvc, brand)).toBe(expected);
  });

  it('accepts exactly the digit strings of the brand’s length', () => {
    fc.assert(
      fc.property(digitString(0, 6), fc.constantFrom(...CARD_BRANDS), (cvc, brand) => {
        expect(isValidCvc(cvc, brand)).toBe(cvc.length === cvcLength(brand));
      }),
    );
  });
});

describe('parseExpiry', () => {
  it.each<[string, CardExpiry | null]>([
    ['12/30', { month: 12, year: 2030 }],
    ['01/30', { month: 1, year: 2030 }],
    ['1/30', { month: 1, year: 2030 }],
    ['07/2028', { month: 7, year: 2028 }],
    ['7/2028', { month: 7, year: 2028 }],
    ['06/00', { month: 6, year: 2000 }],
    ['12/99', { month: 12, year: 2099 }],
    [' 07 / 28 ', { month: 7, year: 2028 }],
    ['07 /28', { month: 7, year: 2028 }],
    // Not a real month.
    ['00/30', null],
    ['0/30', null],
    ['13/30', null],
    ['99/30', null],
    // Neither MM/YY nor MM/YYYY.
    ['12/030', null],
    ['12/20301', null],
    ['12/3', null],
    ['123/30', null],
    ['012/30', null],
    ['12-30', null],
    ['12.30', null],
    ['1230', null],
    ['12/', null],
    ['/30', null],
    ['-1/30', null],
    ['1.5/30', null],
    ['ab/cd', null],
    ['', null],
    ['12/30/30', null],
  ])('%j → %j', (input, expected) => {
    expect(parseExpiry(input)).toEqual(expected);
  });

  it('reads back every month of every two- and four-digit year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.boolean(),
        (month, year, short) => {
          const typed = `${String(month).padStart(2, '0')}/${short ? String(year).slice(2) : year}`;
          expect(parseExpiry(typed)).toEqual({ month, year });
        },
      ),
    );
  });
});

describe('isExpired', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it.each<[string, CardExpiry, boolean]>([
    ['the current month', { month: 3, year: 2026 }, false],
    ['the previous month', { month: 2, year: 2026 }, true],
    ['the next month', { month: 4, year: 2026 }, false],
    ['December of last year', { month: 12, year: 2025 }, true],
    ['the same month last year', { month: 3, year: 2025 }, true],
    ['January of next year', { month: 1, year: 2027 }, false],
    ['a later month last year', { month: 11, year: 2025 }, true],
    ['an earlier month next year', { month: 2, year: 2027 }, false],
  ])('%s → %s', (_label, expiry, expected) => {
    expect(isExpired(expiry, now)).toBe(expected);
  });

  // Valid through the last day of the month, on the UTC calendar.
  it.each<[string, boolean]>([
    ['2026-03-01T00:00:00.000Z', false],
    ['2026-03-31T23:59:59.999Z', false],
    ['2026-04-01T00:00:00.000Z', true],
    ['2026-02-28T23:59:59.999Z', false],
  ])('03/2026 at %s → expired %s', (instant, expected) => {
    expect(isExpired({ month: 3, year: 2026 }, new Date(instant))).toBe(expected);
  });

  // Year and month both come from the UTC calendar, even where local time is still last year.
  it.each<[string, boolean]>([
    ['2025-12-31T23:30:00.000Z', false],
    ['2026-01-01T00:30:00.000Z', true],
  ])('12/2025 at %s → expired %s', (instant, expected) => {
    expect(isExpired({ month: 12, year: 2025 }, new Date(instant))).toBe(expected);
  });

  it('is expired exactly when the expiry month lies before the current one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2100 }),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        (month, year, when) => {
          const expiryIndex = year * 12 + month;
          const nowIndex = when.getUTCFullYear() * 12 + when.getUTCMonth() + 1;
          expect(isExpired({ month, year }, when)).toBe(expiryIndex < nowIndex);
        },
      ),
    );
  });
});

describe('isValidExpiry', () => {
  const now = new Date('2026-03-15T12:00:00Z');

  it.each<[string, boolean]>([
    ['03/26', true],
    ['3/2026', true],
    ['02/26', false],
    ['12/25', false],
    ['04/26', true],
    ['12/30', true],
    // Up to 20 years ahead, counted in calendar years.
    ['12/2046', true],
    ['12/46', true],
    ['01/2047', false],
    ['01/47', false],
    ['12/99', false],
    ['00/30', false],
    ['13/30', false],
    ['12/030', false],
    ['', false],
    ['soon', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidExpiry(input, now)).toBe(expected);
  });

  it('agrees with parseExpiry, isExpired and the 20-year cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 2000, max: 2099 }), (month, year) => {
        const typed = `${month}/${year}`;
        const expiry = parseExpiry(typed);
        const expected = expiry !== null && !isExpired(expiry, now) && year <= 2046;
        expect(isValidExpiry(typed, now)).toBe(expected);
      }),
    );
  });
});

describe('lastFour', () => {
  it.each<[string, string]>([
    ['4242424242424242', '4242'],
    ['4000 0566 5566 5556', '5556'],
    ['3782-822463-10005', '0005'],
    ['5555 5555 5555 444 4', '4444'],
    ['123', '123'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(lastFour(input)).toBe(expected);
  });

  it('is the last four digits, whatever the grouping', () => {
    fc.assert(
      fc.property(digitString(4, 19), fc.constantFrom(' ', '-'), (digits, sep) => {
        const grouped = digits.match(/.{1,4}/g)!.join(sep);
        expect(lastFour(grouped)).toBe(digits.slice(-4));
      }),
    );
  });
});

describe('cardBrand at the edges of the published ranges', () => {
  it.each<[string, string]>([
    ['2220990000000002', 'other'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2721000000000004', 'other'],
    ['6500000000000002', 'other'],
    ['5067790000000000', 'other'],
    ['5067780000000000', 'elo'],
    ['6516000000000000', 'other'],
    ['6550200000000000', 'other'],
    ['6550210000000000', 'elo'],
  ])('%s → %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
