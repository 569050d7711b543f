import { V } from '@alavanca/contracts/validation-messages';
import { LEVEL_LIMITS } from '@alavanca/domain/community/trust';
import { describe, expect, it } from 'vitest';
import { checkPostBody } from './post-body';

const NEW = LEVEL_LIMITS[0];
const BASIC = LEVEL_LIMITS[1];

describe('a post’s body', () => {
  it('takes plain Markdown, raw HTML left as text to show', () => {
    expect(checkPostBody('**Preço** subiu 10%.\n\n- um\n- dois', NEW)).toBeNull();
    expect(checkPostBody('<script>alert(1)</script> e <b>negrito</b>', NEW)).toBeNull();
  });

  it('counts every kind of link against the level: inline, reference, bare and angle-bracketed', () => {
    expect(checkPostBody('[a](https://a.example) e https://b.example', NEW)).toBeNull();
    expect(checkPostBody('[a](https://a.example), <https://b.example> e https://c.example', NEW)).toBe(V.tooManyLinks);
    expect(checkPostBody('[a][x] [b][x] [c][x]\n\n[x]: https://a.example', NEW)).toBe(V.tooManyLinks);
    expect(checkPostBody('[a](https://a.example), <https://b.example> e https://c.example', BASIC)).toBeNull();
  });

  it('refuses a link anywhere but an http(s) address or the app’s own screens', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
      'mailto:a@b.c',
    ])
      expect(checkPostBody(`[clique](${href})`, BASIC), href).toBe(V.unsafeLink);
    expect(checkPostBody('[minha simulação](/simulacao-negocio/123)', NEW)).toBeNull();
    // Inside a list or a quote as well as at the top.
    expect(checkPostBody('> - [x](javascript:void(0))', BASIC)).toBe(V.unsafeLink);
  });

  it('keeps images for members from level 1, and from http(s) only', () => {
    expect(checkPostBody('![grafico](https://a.example/g.png)', NEW)).toBe(V.imagesNotAllowed);
    expect(checkPostBody('![grafico](https://a.example/g.png)', BASIC)).toBeNull();
    expect(checkPostBody('![x](data:image/png;base64,AAAA)', BASIC)).toBe(V.unsafeLink);
  });
});
