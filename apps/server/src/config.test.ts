import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolvePublicUrl } from './config';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({}, '/srv/alavanca');
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/alavanca/data',
      databaseUrl: null,
      appUrl: null,
      logLevel: 'info',
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
    expect(loadConfig({ DATA_DIR: '/var/lib/alavanca', INIT_CWD: '/x' }, '/y').dataDir).toBe(
      '/var/lib/alavanca',
    );
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

  it.each(['abc', '70000', '-1', '3000.5'])('rejects PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port }, '/srv')).toThrow(/PORT: must be a whole number/);
  });

  it('lists every problem: DATABASE_URL not PostgreSQL, bad APP_URL, unknown LOG_LEVEL', () => {
    let message = '';
    try {
      loadConfig(
        { DATABASE_URL: 'mysql://root@localhost/db', APP_URL: 'localhost:3000', LOG_LEVEL: 'loud' },
        '/srv',
      );
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
    );
    expect(message).toContain('APP_URL: must be an http:// or https:// URL');
    expect(message).toContain('LOG_LEVEL:');
  });
});
