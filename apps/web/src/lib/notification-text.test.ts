import { describe, expect, it, vi } from 'vitest';
import { isInAppRoute, notificationText } from './notification-text';

describe('notificationText', () => {
  it('translates the keys of the notifications catalog', () => {
    const t = vi.fn((key: string) => `«${key}»`);
    expect(notificationText('notifications:system.newSession.title', t)).toBe(
      '«notifications:system.newSession.title»',
    );
    expect(t).toHaveBeenCalledWith('notifications:system.newSession.title');
  });

  it('never hands plain text to the translator, however key-like it looks', () => {
    const t = vi.fn((key: string) => `«${key}»`);
    for (const text of ['Fatura: {{mês}} paga', 'common:error', 'error', 'Notificações: 3 novas']) {
      expect(notificationText(text, t)).toBe(text);
    }
    expect(t).not.toHaveBeenCalled();
  });
});

describe('isInAppRoute', () => {
  it('follows paths inside the app only', () => {
    expect(isInAppRoute('/mentor-ia')).toBe(true);
    expect(isInAppRoute(null)).toBe(false);
    expect(isInAppRoute('https://example.com')).toBe(false);
    expect(isInAppRoute('//example.com/x')).toBe(false);
    expect(isInAppRoute('mentor-ia')).toBe(false);
  });
});
