import { AI_VERBOSITY_RANGE, TEXT_LIMITS } from '@alavanca/domain/constants';
import { describe, expect, it } from 'vitest';
import { AiSettingsForm, verbosityLevel } from './ai-mentor-section';
import { confirmsEmail } from './data-section';
import { ChangePasswordForm } from './password-section';

describe('settings rules', () => {
  it('accepts a verbosity from 0 to 100 in whole numbers only', () => {
    const valid = { aiTone: 'balanced', aiContext: '' } as const;
    expect(AiSettingsForm.safeParse({ ...valid, aiVerbosity: AI_VERBOSITY_RANGE.min }).success).toBe(true);
    expect(AiSettingsForm.safeParse({ ...valid, aiVerbosity: AI_VERBOSITY_RANGE.max }).success).toBe(true);
    for (const aiVerbosity of [-1, 101, 50.5, Number.NaN]) {
      expect(AiSettingsForm.safeParse({ ...valid, aiVerbosity }).success).toBe(false);
    }
  });

  it('accepts an AI context of up to 2000 characters', () => {
    const valid = { aiTone: 'casual', aiVerbosity: 70 } as const;
    expect(AiSettingsForm.safeParse({ ...valid, aiContext: 'a'.repeat(TEXT_LIMITS.aiContext) }).success).toBe(true);
    expect(AiSettingsForm.safeParse({ ...valid, aiContext: 'a'.repeat(TEXT_LIMITS.aiContext + 1) }).success).toBe(
      false,
    );
  });

  it('names verbosity by thirds of the scale', () => {
    expect(verbosityLevel(0)).toBe('concise');
    expect(verbosityLevel(33)).toBe('concise');
    expect(verbosityLevel(34)).toBe('balanced');
    expect(verbosityLevel(66)).toBe('balanced');
    expect(verbosityLevel(67)).toBe('detailed');
    expect(verbosityLevel(100)).toBe('detailed');
  });

  it('confirms deletion only with the account’s e-mail, ignoring case and spaces', () => {
    expect(confirmsEmail(' Ana@Exemplo.com.br ', 'ana@exemplo.com.br')).toBe(true);
    expect(confirmsEmail('ana@exemplo.com', 'ana@exemplo.com.br')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
  });

  it('asks for the new password twice', () => {
    const base = { currentPassword: 'antiga', newPassword: 'nova-senha-1' };
    expect(ChangePasswordForm.safeParse({ ...base, confirmPassword: 'nova-senha-1' }).success).toBe(true);
    const mismatch = ChangePasswordForm.safeParse({ ...base, confirmPassword: 'nova-senha-2' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'account:settings.password.mismatch' }),
    ]);
  });
});
