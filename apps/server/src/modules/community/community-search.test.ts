import { SearchResponse, SimilarResponse, type SearchResult } from '@alavanca/contracts/community';
import { V } from '@alavanca/contracts/validation-messages';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communityPostSearch } from '../../db/schema/community';
import { readError } from '../../test/accounts';
import { communityCalls } from '../../test/community';
import { describeEachDatabase } from '../../test/databases';
import { useTestApp } from '../../test/test-app';
import type { TestUser } from '../../test/users';
import { matches, readQuery } from './community-search.repo';
import { insertReply, insertTopic } from './community.repo';

/*
 * Searching the community through HTTP (decision 036): each post stemmed in its language, found
 * by a query in any language; ranked, highlighted as segments; only what the searcher may read.
 * The file's tests share a database: each searches words of its own.
 */

describeEachDatabase('searching the community', (getDb) => {
  const api = useTestApp(getDb);
  const { call, newUser, created, joined, posted, replied } = communityCalls(api, getDb);

  async function searched(user: TestUser, q: string, more = ''): Promise<SearchResponse> {
    const response = await call(user, 'GET', `/api/community/search?q=${encodeURIComponent(q)}${more}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return SearchResponse.parse(await response.json());
  }
  const postsOf = (response: SearchResponse) => response.results.map((result) => result.postId);
  const plain = (result: SearchResult | undefined) => result?.excerpt.map((segment) => segment.text).join('');

  it('finds a post by other forms of its words, stemmed in its space’s language', async () => {
    const cases = [
      { space: 'pt-BR/food', title: 'Nossa cozinha', body: 'Vendemos bolos no bairro.', finds: ['vender', 'bolo'] },
      { space: 'en-US/service', title: 'Our approach', body: 'Pricing strategies that worked.', finds: ['strategy'] },
      { space: 'es-ES/food', title: 'Nuestra cocina', body: 'Vendemos pasteles caseros.', finds: ['pastel'] },
      { space: 'fr-FR/food', title: 'Notre cuisine', body: 'Nous vendons des gâteaux maison.', finds: ['gâteau'] },
      { space: 'de-DE/food', title: 'Unsere Küche', body: 'Wir verkaufen Kuchen und Torten.', finds: ['Torte'] },
    ];
    for (const { space, title, body, finds } of cases) {
      // One member each: a new member's topics a day are few.
      const author = await newUser('Ana Souza');
      const topic = await posted(author, space, { kind: 'discussion', title, body });
      for (const q of finds) expect(postsOf(await searched(author, q)), `${space}: ${q}`).toEqual([topic.posts[0]!.id]);
    }
    // A word no post holds finds nothing.
    expect((await searched(await newUser('Bia Lima'), 'bicicleta')).results).toEqual([]);
  });

  it('finds a post in its author’s language in a class’s space, whatever language the searcher speaks', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const lucia = await newUser('Lucía Alumna');
    const emma = await newUser('Emma Student');
    await joined(lucia, klass.joinCode!, 'Dulces Lucía');
    await joined(emma, klass.joinCode!, 'Emma’s Café');
    for (const [member, language] of [
      [lucia, 'es-ES'],
      [emma, 'en-US'],
    ] as const)
      expect((await call(member, 'PATCH', '/api/preferences', { language })).status).toBe(200);
    const topic = await posted(lucia, `class/${klass.id}`, {
      kind: 'discussion',
      title: 'Mis empanadas',
      body: 'Estamos vendiendo empanadas.',
    });
    // Stemmed in Spanish, the author's language, "vendiendo" is 'vend' (in Portuguese 'vendi'):
    // "vendemos" finds it, for an English speaker too.
    const inClass = `&space=${encodeURIComponent(`class/${klass.id}`)}`;
    expect(postsOf(await searched(emma, 'vendemos', inClass))).toEqual([topic.posts[0]!.id]);
  });

  it('ranks a title’s words above a body’s, and the most recent first among equals', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const inBody = await posted(ana, 'pt-BR/wins', {
      kind: 'discussion',
      title: 'Fim de semana',
      body: 'Fizemos brigadeiros para a festa.',
    });
    const inTitle = await posted(bia, 'pt-BR/wins', {
      kind: 'discussion',
      title: 'Brigadeiros esgotados',
      body: 'Fizemos brigadeiros para a festa.',
    });
    const older = (await replied(ana, inTitle.id, 'Brigadeiro gourmet vende bem.')).posts[1]!;
    const newer = (await replied(bia, inTitle.id, 'Brigadeiro gourmet vende bem.')).posts[2]!;
    expect(postsOf(await searched(ana, 'brigadeiro'))).toEqual([
      inTitle.posts[0]!.id,
      newer.id,
      older.id,
      inBody.posts[0]!.id,
    ]);
    // Several words: each must be there (as a search engine reads them).
    expect(postsOf(await searched(ana, 'brigadeiro festa'))).toEqual([inTitle.posts[0]!.id, inBody.posts[0]!.id]);
  });

  it('quotes the matching stretch of what a reader reads, the matched words as marked segments', async () => {
    const ana = await newUser('Ana Souza');
    await posted(ana, 'pt-BR/food', {
      kind: 'discussion',
      title: 'Cardápio',
      body: 'Nós **vendemos** [coxinhas](https://coxinhas.example) \u0001 fresquinhas `todo dia`.',
    });
    const [result] = (await searched(ana, 'coxinha')).results;
    expect(result?.excerpt).toEqual([
      { text: 'Nós vendemos ', match: false },
      { text: 'coxinhas', match: true },
      { text: ' fresquinhas todo dia.', match: false },
    ]);
    expect(result).toMatchObject({ number: 1, topicTitle: 'Cardápio', kind: 'discussion', space: 'pt-BR/food' });
    expect(result?.author?.name).toBe('Ana Souza');
  });

  it('keeps a class’s posts to its members, in search and in similar topics', async () => {
    const teacher = await newUser('Helena Professora', 'pro');
    const klass = await created(teacher);
    const ana = await newUser('Ana Aluna');
    const otto = await newUser('Otto Outsider');
    await joined(ana, klass.joinCode!, 'Sabor da Ana');
    const space = `class/${klass.id}`;
    const topic = await posted(ana, space, { title: 'Quanto cobrar pela pamonha?', body: 'Pamonha de milho verde.' });
    expect(postsOf(await searched(ana, 'pamonha'))).toEqual([topic.posts[0]!.id]);
    expect(postsOf(await searched(teacher, 'pamonha', `&space=${encodeURIComponent(space)}`))).toEqual([
      topic.posts[0]!.id,
    ]);
    expect((await searched(otto, 'pamonha')).results).toEqual([]);
    const outside = [
      `/api/community/search?q=pamonha&space=${encodeURIComponent(space)}`,
      `/api/community/similar?space=${encodeURIComponent(space)}&title=pamonha`,
    ];
    for (const path of outside) expect((await call(otto, 'GET', path)).status, path).toBe(404);
    const similar = await call(ana, 'GET', `/api/community/similar?space=${encodeURIComponent(space)}&title=pamonha`);
    expect(SimilarResponse.parse(await similar.json()).topics.map((one) => one.id)).toEqual([topic.id]);
    // Nor does another space's similar topics hold it.
    const publicOnes = await call(otto, 'GET', '/api/community/similar?space=pt-BR%2Ffood&title=pamonha');
    expect(SimilarResponse.parse(await publicOnes.json()).topics).toEqual([]);
  });

  it('leaves deleted posts and topics out, and hidden posts to their author alone', async () => {
    const ana = await newUser('Ana Souza');
    const bia = await newUser('Bia Lima');
    const topic = await posted(ana, 'pt-BR/feedback', { title: 'Tapioca recheada', body: 'Vendo tapioca na praia.' });
    const reply = (await replied(bia, topic.id, 'Tapioca doce vende mais.')).posts[1]!;
    const hidden = (await replied(bia, topic.id, 'Tapioca barata, compre já!')).posts[2]!;
    for (const flagger of await Promise.all(['Caio', 'Davi', 'Eva'].map((name) => newUser(name))))
      expect((await call(flagger, 'POST', `/api/community/posts/${hidden.id}/flags`, { reason: 'spam' })).status).toBe(
        200,
      );
    expect(postsOf(await searched(ana, 'tapioca')).sort()).toEqual([topic.posts[0]!.id, reply.id].sort());
    expect(postsOf(await searched(bia, 'tapioca')).sort()).toEqual([topic.posts[0]!.id, reply.id, hidden.id].sort());

    expect((await call(bia, 'DELETE', `/api/community/posts/${reply.id}`)).status).toBe(204);
    expect(postsOf(await searched(ana, 'tapioca'))).toEqual([topic.posts[0]!.id]);
    // The opening post deleted takes its topic, and its replies with it.
    expect((await call(ana, 'DELETE', `/api/community/posts/${topic.posts[0]!.id}`)).status).toBe(204);
    expect((await searched(bia, 'tapioca')).results).toEqual([]);
  });

  it('finds an edited post by its new words, not its old ones', async () => {
    const ana = await newUser('Ana Souza');
    const topic = await posted(ana, 'pt-BR/food', { title: 'Sobremesas', body: 'Faço pudim de leite.' });
    const post = topic.posts[0]!;
    expect(postsOf(await searched(ana, 'pudim'))).toEqual([post.id]);
    expect((await call(ana, 'PUT', `/api/community/posts/${post.id}`, { body: 'Faço quindim de coco.' })).status).toBe(
      200,
    );
    expect((await searched(ana, 'pudim')).results).toEqual([]);
    expect(postsOf(await searched(ana, 'quindim'))).toEqual([post.id]);
    // The title still counts for the opening post.
    expect(postsOf(await searched(ana, 'sobremesa'))).toEqual([post.id]);
  });

  it('pages twenty at a time', async () => {
    const ana = await newUser('Ana Souza');
    const topic = await insertTopic(getDb().orm, {
      space: 'pt-BR/service',
      classId: null,
      authorId: ana.user.id,
      kind: 'discussion',
      title: 'Lavanderia',
      body: 'Lavo roupas.',
      at: new Date('2026-01-01T00:00:00Z'),
      search: { config: 'portuguese', text: 'Lavo roupas.' },
    });
    for (let index = 1; index <= 24; index += 1) {
      const body = `Passadoria número ${index}.`;
      await insertReply(getDb().orm, topic, {
        authorId: ana.user.id,
        body,
        at: new Date(Date.UTC(2026, 0, 1, 0, index)),
        search: { config: 'portuguese', text: body },
      });
    }
    const first = await searched(ana, 'passadoria');
    expect(first.results).toHaveLength(20);
    expect(first.next).toBe(20);
    expect(plain(first.results[0])).toBe('Passadoria número 24.');
    const second = await searched(ana, 'passadoria', `&offset=${first.next}`);
    expect(second.results.map(plain)).toEqual([4, 3, 2, 1].map((index) => `Passadoria número ${index}.`));
    expect(second.next).toBeNull();
  });

  it('refuses a query that is empty, too long or past the last page, naming the field', async () => {
    const ana = await newUser('Ana Souza');
    const refused = async (path: string, field: string, message: string) => {
      const response = await call(ana, 'GET', path);
      expect(response.status, path).toBe(400);
      expect((await readError(response)).issues, path).toEqual([{ path: field, message }]);
    };
    await refused('/api/community/search?q=%20%20', 'q', V.required);
    await refused('/api/community/search', 'q', V.required);
    await refused(`/api/community/search?q=${'a'.repeat(201)}`, 'q', V.tooLong);
    await refused('/api/community/search?q=bolo&offset=1000', 'offset', V.invalidOption);
    await refused('/api/community/similar?space=pt-BR%2Ffood&title=%20', 'title', V.required);
    expect((await call(ana, 'GET', '/api/community/search?q=bolo&space=pt-BR%2Fnowhere')).status).toBe(404);
    expect((await api.call('GET', '/api/community/search?q=bolo')).status).toBe(401);
  });

  it('reads a query in each language, alike readings once, and finds nothing where no word is left', async () => {
    const orm = getDb().orm;
    expect(await readQuery(orm, 'clientes', 'search')).toBe("('client')");
    expect(await readQuery(orm, 'bolo', 'search')).toBe("('bol') | ('bolo')");
    expect(await readQuery(orm, 'bolo de pote', 'anyWord')).toBe(
      "('bol' | 'pot') | ('bolo' | 'de' | 'pot') | ('bolo' | 'de' | 'pote') | ('bolo' | 'pot')",
    );
    expect(await readQuery(orm, '!!! ---', 'search')).toBeNull();
    expect(await searched(await newUser('Ana Souza'), '!!!')).toEqual({ results: [], next: null });
  });

  it('lets the word index answer the match', async () => {
    // With sequential scans ruled out, a match the index could not answer would still scan.
    const plan = await getDb().orm.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = sql`explain select post_id from ${communityPostSearch} where ${matches("'bol' | 'bolo'")}`;
      return (await tx.execute<{ 'QUERY PLAN': string }>(explained)).rows.map((row) => row['QUERY PLAN']);
    });
    expect(plan.join('\n')).toContain('Bitmap Index Scan on community_post_search_vector_idx');
  });
});
