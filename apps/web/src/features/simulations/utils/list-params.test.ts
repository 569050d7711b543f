import { describe, expect, it } from 'vitest';
import { readListParams, writeListParam } from './list-params';

describe('list params', () => {
  it('reads the filter and sort of an address, defaulting what is missing or unknown', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ status: 'all', sort: 'updated' });
    expect(readListParams(new URLSearchParams('status=bankrupt&sort=name'))).toEqual({
      status: 'bankrupt',
      sort: 'name',
    });
    expect(readListParams(new URLSearchParams('status=paused&sort=score'))).toEqual({ status: 'all', sort: 'updated' });
  });

  it('writes a choice, leaving the defaults out and other parameters alone', () => {
    const params = new URLSearchParams('status=finished&ref=menu');
    expect(writeListParam(params, 'sort', 'created').toString()).toBe('status=finished&ref=menu&sort=created');
    expect(writeListParam(params, 'status', 'all').toString()).toBe('ref=menu');
    expect(writeListParam(new URLSearchParams('sort=name'), 'sort', 'updated').toString()).toBe('');
    // The address it was given is not changed.
    expect(params.toString()).toBe('status=finished&ref=menu');
  });
});
