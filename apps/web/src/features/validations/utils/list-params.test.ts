import { describe, expect, it } from 'vitest';
import { readIdeasParams, writeIdeasParam } from './list-params';

describe('the ideas list address', () => {
  it('reads the search and sort, and the defaults for anything else', () => {
    expect(readIdeasParams(new URLSearchParams('q=%20padaria%20&sort=score'))).toEqual({
      search: 'padaria',
      sort: 'score',
    });
    expect(readIdeasParams(new URLSearchParams('sort=worst'))).toEqual({ search: '', sort: 'updated' });
    expect(readIdeasParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).search).toHaveLength(120);
  });

  it('leaves the defaults out of the address', () => {
    const params = writeIdeasParam(new URLSearchParams('q=pao&sort=title'), 'sort', 'updated');
    expect(params.toString()).toBe('q=pao');
    expect(writeIdeasParam(params, 'q', '  ').toString()).toBe('');
  });
});
