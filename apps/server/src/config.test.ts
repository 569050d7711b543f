import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveAllowedOrigins, resolvePublicUrl } from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({}, '/srv/alavanca');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/alavanca/data',
      databaseUrl: null,
      appUrl: null,
      extraOrigins: [],
      logLevel: 'info',
      smtpUrl: null,
      mailFrom: 'Alavanca <no-reply@localhost>',
      emailVerification: 'off',
      authSecret: null,
      oauth: {},
      trustProxy: 0,
      rateLimitsEnabled: true,
      stripe: null,
      languageModel: null,
    });
    expect(resolvePublicUrl(config, config.port)).toBe('http://localhost:3000');
  });

  it('resolves a relative DATA_DIR against INIT_CWD, where `npm start` was typed', () => {
    const config = loadConfig({ INIT_CWD: '/home/ana/alavanca' }, '/home/ana/alavanca/apps/server');
    expect(config.dataDir).toBe('/home/ana/alavanca/data');

    const custom = loadConfig({ INIT_CWD: '/home/ana/alavanca', DATA_DIR: 'var/db' }, '/elsewhere');
    expect(custom.dataDir).toBe('/home/ana/alavanca/var/db');
  });

  it('falls back to the working directory without INIT_CWD and keeps absolute paths', () => {
    expect(loadConfig({ DATA_DIR: './state' }, '/opt/app').dataDir).toBe('/opt/app/state');
    expect(loadConfig({ DATA_DIR: '/var/lib/alavanca', INIT_CWD: '/x' }, '/y').dataDir).toBe('/var/lib/alavanca');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://app:secret@db.internal:5432/alavanca',
        APP_URL: 'https://alavanca.example/',
        LOG_LEVEL: 'warn',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://app:secret@db.internal:5432/alavanca',
      appUrl: 'https://alavanca.example',
      logLevel: 'warn',
    });
    expect(resolvePublicUrl(config, 43210)).toBe('https://alavanca.example');
  });

  it('shows the bound port when PORT=0 picks a free one', () => {
    const config = loadConfig({ PORT: '0' }, '/srv');
    expect(config.port).toBe(0);
    expect(resolvePublicUrl(config, 43210)).toBe('http://localhost:43210');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', APP_URL: '' }, '/srv');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.appUrl).toBeNull();
  });

  describe('the origins requests may come from', () => {
    it('are both loopback names of the bound port without APP_URL', () => {
      const config = loadConfig({ PORT: '0' }, '/srv');
      expect(resolveAllowedOrigins(config, 43210)).toEqual(['http://localhost:43210', 'http://127.0.0.1:43210']);
    });

    it("are APP_URL's origin alone when it is set, whatever the port bound", () => {
      const config = loadConfig({ APP_URL: 'https://Alavanca.example/app/', PORT: '8080' }, '/srv');
      expect(resolveAllowedOrigins(config, 8080)).toEqual(['https://alavanca.example']);
    });

    it('add EXTRA_ORIGINS, read as lower-case origins', () => {
      const config = loadConfig(
        {
          APP_URL: 'https://alavanca.example',
          EXTRA_ORIGINS: ' https://WWW.alavanca.example/ ,http://alavanca.example:80,, http://10.0.0.5:3000',
        },
        '/srv',
      );
      expect(config.extraOrigins).toEqual([
        'https://www.alavanca.example',
        'http://alavanca.example',
        'http://10.0.0.5:3000',
      ]);
      expect(resolveAllowedOrigins(config, 3000)).toEqual(['https://alavanca.example', ...config.extraOrigins]);
      expect(loadConfig({ EXTRA_ORIGINS: ' , ' }, '/srv').extraOrigins).toEqual([]);
    });

    it.each([
      ['https://alavanca.example/path', 'must list origins without a path'],
      ['https://a.example,alavanca.example', 'must be an http:// or https:// URL'],
      ['ftp://alavanca.example', 'must be an http:// or https:// URL'],
      ['https://alavanca.example?x=1', 'must list origins without a path'],
    ])('refuse EXTRA_ORIGINS=%s', (value, problem) => {
      expect(() => loadConfig({ EXTRA_ORIGINS: value }, '/srv')).toThrow(ConfigError);
      expect(() => loadConfig({ EXTRA_ORIGINS: value }, '/srv')).toThrow(new RegExp(`EXTRA_ORIGINS\\.\\d: ${problem}`));
    });
  });

  it.each(['abc', '70000', '-1', '3000.5'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(/PORT: must be a whole number/);
  });

  it('lists every problem: DATABASE_URL not PostgreSQL, bad APP_URL, unknown LOG_LEVEL', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://root@localhost/db', APP_URL: 'localhost:3000', LOG_LEVEL: 'loud' }, '/srv');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL');
    expect(message).toContain('APP_URL: must be an http:// or https:// URL');
    expect(message).toContain('LOG_LEVEL:');
  });

  describe('accounts', () => {
    const SECRET = 'k'.repeat(32);

    it('requires e-mail verification by default only when SMTP is configured', () => {
      const smtp = loadConfig(
        { SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465', MAIL_FROM: 'Ana <ana@x.test>' },
        '/srv',
      );
      expect(smtp).toMatchObject({
        smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
        mailFrom: 'Ana <ana@x.test>',
        emailVerification: 'required',
      });
      expect(loadConfig({}, '/srv').emailVerification).toBe('off');
    });

    it('lets EMAIL_VERIFICATION force either mode', () => {
      expect(loadConfig({ EMAIL_VERIFICATION: 'required' }, '/srv').emailVerification).toBe('required');
      const off = loadConfig({ EMAIL_VERIFICATION: 'off', SMTP_URL: 'smtp://localhost:2525' }, '/srv');
      expect(off.emailVerification).toBe('off');
    });

    it('enables an OAuth provider only with both its id and secret, base URL optional', () => {
      const config = loadConfig(
        {
          GOOGLE_CLIENT_ID: 'g-id',
          GOOGLE_CLIENT_SECRET: 'g-secret',
          GITHUB_CLIENT_ID: 'h-id',
          GITHUB_CLIENT_SECRET: 'h-secret',
          GITHUB_OAUTH_BASE_URL: 'http://127.0.0.1:9999/github/',
        },
        '/srv',
      );
      expect(config.oauth).toEqual({
        google: { clientId: 'g-id', clientSecret: 'g-secret', baseUrl: null },
        github: {
          clientId: 'h-id',
          clientSecret: 'h-secret',
          baseUrl: 'http://127.0.0.1:9999/github',
        },
      });
    });

    it('reads AUTH_SECRET, TRUST_PROXY and RATE_LIMITS', () => {
      const config = loadConfig({ AUTH_SECRET: SECRET, TRUST_PROXY: '1', RATE_LIMITS: 'off' }, '/srv');
      expect(config).toMatchObject({
        authSecret: SECRET,
        trustProxy: 1,
        rateLimitsEnabled: false,
      });
      expect(loadConfig({ TRUST_PROXY: '0' }, '/srv').trustProxy).toBe(0);
      expect(loadConfig({ TRUST_PROXY: 'false' }, '/srv').trustProxy).toBe(0);
    });

    it("reads TRUST_PROXY as hops or as the proxies' addresses, never as every hop", () => {
      expect(loadConfig({ TRUST_PROXY: '2' }, '/srv').trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: ' 10.0.0.2, 10.0.0.0/24 ,::1, fd00::/8' }, '/srv').trustProxy).toEqual([
        '10.0.0.2',
        '10.0.0.0/24',
        '::1',
        'fd00::/8',
      ]);
      // `true` once meant every hop, which let a client choose its address: now it stops the start.
      for (const value of ['true', 'yes', '-1', '11', '10.0.0.300', '10.0.0.0/33', '10.0.0.2,', 'proxy.example']) {
        expect(() => loadConfig({ TRUST_PROXY: value }, '/srv'), value).toThrow(
          'TRUST_PROXY: must be how many proxies stand in front',
        );
      }
    });

    it('lists every account problem, and never echoes a secret', () => {
      const shortSecret = 'too-short-secret-value';
      let message = '';
      try {
        loadConfig(
          {
            SMTP_URL: 'http://mail.example.com',
            EMAIL_VERIFICATION: 'maybe',
            AUTH_SECRET: shortSecret,
            GOOGLE_OAUTH_BASE_URL: 'ftp://x',
            TRUST_PROXY: 'yes',
            RATE_LIMITS: 'none',
          },
          '/srv',
        );
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(message).toContain('EMAIL_VERIFICATION: must be required or off');
      expect(message).toContain('AUTH_SECRET: must be at least 32 characters long');
      expect(message).toContain('GOOGLE_OAUTH_BASE_URL: must be an http:// or https:// URL');
      expect(message).toContain('TRUST_PROXY: must be how many proxies stand in front (0 for none, 1 for one)');
      expect(message).toContain('RATE_LIMITS: must be on or off');
      expect(message).not.toContain(shortSecret);
    });

    it('refuses an OAuth client id without its secret, and the reverse', () => {
      expect(() => loadConfig({ GITHUB_CLIENT_ID: 'h-id' }, '/srv')).toThrow(
        /GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET: set both/,
      );
      expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 's' }, '/srv')).toThrow(
        /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both/,
      );
    });
  });

  describe('the mentor’s language model', () => {
    it('is off without a model, and on with one: OpenAI-compatible by default, at its address', () => {
      expect(loadConfig({}, '/srv').languageModel).toBeNull();
      expect(
        loadConfig({ LLM_MODEL: 'llama3.1', LLM_BASE_URL: 'http://127.0.0.1:11434/v1/' }, '/srv').languageModel,
      ).toEqual({
        provider: 'openai',
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: null,
        model: 'llama3.1',
        timeoutMs: 30_000,
        maxTokens: 900,
      });
    });

    it('reaches Anthropic at its own address with a key, and takes a timeout and a token budget', () => {
      const config = loadConfig(
        {
          LLM_PROVIDER: 'anthropic',
          LLM_MODEL: 'claude-test',
          LLM_API_KEY: 'sk-ant-x',
          LLM_TIMEOUT_MS: '5000',
          LLM_MAX_TOKENS: '400',
        },
        '/srv',
      );
      expect(config.languageModel).toMatchObject({
        provider: 'anthropic',
        baseUrl: 'https://api.anthropic.com',
        apiKey: 'sk-ant-x',
        timeoutMs: 5_000,
        maxTokens: 400,
      });
    });

    it('refuses a half-configured model, naming what is missing and never the key', () => {
      expect(() => loadConfig({ LLM_API_KEY: 'sk-secret-1' }, '/srv')).toThrow(/LLM_MODEL/);
      expect(() => loadConfig({ LLM_MODEL: 'gpt-x' }, '/srv')).toThrow(/LLM_BASE_URL/);
      expect(() => loadConfig({ LLM_PROVIDER: 'anthropic', LLM_MODEL: 'claude' }, '/srv')).toThrow(/LLM_API_KEY/);
      expect(() => loadConfig({ LLM_MODEL: 'x', LLM_BASE_URL: 'http://a/v1', LLM_TIMEOUT_MS: '10' }, '/srv')).toThrow(
        /LLM_TIMEOUT_MS/,
      );
      try {
        loadConfig({ LLM_API_KEY: 'sk-secret-1', LLM_PROVIDER: 'mistery' }, '/srv');
      } catch (error) {
        expect(String(error)).not.toContain('sk-secret-1');
      }
    });
  });

  describe('payments', () => {
    const KEYS = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };

    it('uses Stripe with both keys, the real API unless STRIPE_API_URL replaces it', () => {
      expect(loadConfig(KEYS, '/srv').stripe).toEqual({
        secretKey: 'sk_test_abc123',
        webhookSecret: 'whsec_def456',
        apiUrl: null,
      });
      const standIn = loadConfig({ ...KEYS, STRIPE_API_URL: 'http://127.0.0.1:12111/' }, '/srv');
      expect(standIn.stripe?.apiUrl).toBe('http://127.0.0.1:12111');
      expect(loadConfig({ ...KEYS, STRIPE_SECRET_KEY: 'rk_live_x' }, '/srv').stripe?.secretKey).toBe('rk_live_x');
    });

    it('keeps the sandbox without keys, even with STRIPE_API_URL', () => {
      expect(loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' }, '/srv').stripe).toBeNull();
    });

    it('refuses one key without the other, naming both', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY }, '/srv')).toThrow(
        /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both/,
      );
      expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET }, '/srv')).toThrow(
        /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both/,
      );
    });

    it('refuses mixed-up keys and an API address with a path, without echoing a key', () => {
      let message = '';
      try {
        loadConfig(
          {
            STRIPE_SECRET_KEY: 'pk_live_publishable',
            STRIPE_WEBHOOK_SECRET: 'we_endpoint_id',
            STRIPE_API_URL: 'http://127.0.0.1:12111/v1',
          },
          '/srv',
        );
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toContain('STRIPE_SECRET_KEY: must be a secret (sk_...) or restricted (rk_...) key');
      expect(message).toContain("STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret");
      expect(message).toContain('STRIPE_API_URL: must be an http:// or https:// address without a path');
      expect(message).not.toContain('pk_live_publishable');
      expect(message).not.toContain('we_endpoint_id');
      expect(() => loadConfig({ ...KEYS, STRIPE_API_URL: 'ftp://x' }, '/srv')).toThrow(
        /STRIPE_API_URL: must be an http:\/\/ or https:\/\/ URL/,
      );
    });
  });
});
