import { HORIZONS } from '@alavanca/domain/simulation/types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageLimit, urlInteger } from './fields';
import { AdvanceMonthRequest, ReplaySimulationRequest, SimulationListQuery } from './simulations';
import { V } from './validation-messages';

const LONGEST = Math.max(...HORIZONS);

describe('urlInteger', () => {
  const Month = z.object({ month: urlInteger({ min: 1, max: LONGEST }) });

  it('reads the digits of a path segment as the number', () => {
    expect(Month.parse({ month: '1' })).toEqual({ month: 1 });
    expect(Month.parse({ month: String(LONGEST) })).toEqual({ month: LONGEST });
    expect(Month.parse({ month: '007' })).toEqual({ month: 7 });
  });

  it.each([
    ['0'],
    [String(LONGEST + 1)],
    // PostgreSQL's integer stops at 2,147,483,647: such a month must never reach a query.
    ['2147483648'],
    ['99999999999999999999'],
    ['-1'],
    ['+1'],
    ['1e1'],
    ['0x10'],
    ['1.0'],
    [' 1'],
    [''],
  ])('refuses %j as invalidOption', (month) => {
    const result = Month.safeParse({ month });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(V.invalidOption);
  });

  it('says a NUL is text no field stores, as every text field does', () => {
    expect(Month.safeParse({ month: '\u0000' }).error?.issues[0]?.message).toBe(V.invalidText);
  });
});

describe('pageLimit', () => {
  const Query = z.object({ limit: pageLimit({ default: 20, max: 50 }) });

  it('defaults when absent and reads a number in range', () => {
    expect(Query.parse({})).toEqual({ limit: 20 });
    expect(Query.parse({ limit: '50' })).toEqual({ limit: 50 });
  });

  it('refuses past the page size and anything but digits', () => {
    for (const limit of ['51', '0', 'abc', '1e1', '20 ']) expect(Query.safeParse({ limit }).success).toBe(false);
  });

  it('is what the lists read', () => {
    expect(SimulationListQuery.parse({ limit: '5' }).limit).toBe(5);
    expect(SimulationListQuery.safeParse({ limit: '1e1' }).success).toBe(false);
  });
});

describe('months in a request body', () => {
  it('stop at the longest horizon', () => {
    expect(ReplaySimulationRequest.safeParse({ fromMonth: LONGEST }).success).toBe(true);
    const past = ReplaySimulationRequest.safeParse({ fromMonth: LONGEST + 1 });
    expect(past.error?.issues[0]?.message).toBe(V.outOfRange);
    const huge = AdvanceMonthRequest.safeParse({ month: 2 ** 31, decisions: {} });
    expect(huge.error?.issues.find((issue) => issue.path[0] === 'month')?.message).toBe(V.outOfRange);
  });
});
