import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Checkbox } from '@/components/ui/checkbox';
import {
  Field,
  FieldControl,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldScope,
  FormField,
  useFieldState,
} from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

describe('FormField', () => {
  it('names the control by its label and leaves it valid and undescribed when there is nothing to say', () => {
    render(
      <FormField label="E-mail">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('describes the control by its hint, then by its error, and marks it invalid while the error stands', () => {
    const { rerender } = render(
      <FormField id="password" label="Senha" hint="Pelo menos 8 caracteres">
        <Input type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('id', 'password');
    expect(input).toHaveAttribute('aria-describedby', 'password-hint');
    expect(input).toHaveAccessibleDescription('Pelo menos 8 caracteres');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(
      <FormField id="password" label="Senha" hint="Pelo menos 8 caracteres" error="Preencha este campo.">
        <Input type="password" />
      </FormField>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'password-hint password-error');
    expect(input).toHaveAccessibleDescription('Pelo menos 8 caracteres Preencha este campo.');
    expect(screen.getByText('Preencha este campo.')).toHaveAttribute('id', 'password-error');

    rerender(
      <FormField id="password" label="Senha" error="Preencha este campo.">
        <Input type="password" />
      </FormField>,
    );
    expect(input).toHaveAttribute('aria-describedby', 'password-error');
    expect(screen.queryByText('Pelo menos 8 caracteres')).not.toBeInTheDocument();
  });

  it('hands the wiring to a control that sits inside other markup', () => {
    render(
      <FormField label="Valor" hint="Em reais" error="Valor fora do intervalo permitido.">
        {(control) => (
          <div>
            <span aria-hidden="true">R$</span>
            <input {...control} />
          </div>
        )}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Em reais Valor fora do intervalo permitido.');
  });

  it('lets the caller lay out the parts, with a checkbox as the control', () => {
    render(
      <Field id="terms" error="Aceite os termos para continuar.">
        <FieldControl>
          <Checkbox />
        </FieldControl>
        <FieldLabel>Li e aceito os termos</FieldLabel>
        <FieldHint />
        <FieldError data-testid="terms-error" />
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Li e aceito os termos' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Aceite os termos para continuar.');
    expect(screen.getByTestId('terms-error')).toHaveAttribute('id', 'terms-error');
  });

  it('describes a group of radios through its fieldset', () => {
    function Choice({ error }: { error?: string }) {
      const field = useFieldState({ hint: 'Quanto tempo dura a simulação.', error });
      return (
        <FieldScope value={field}>
          <fieldset aria-describedby={field.error ? field.errorId : undefined}>
            <legend>Horizonte</legend>
            <input type="radio" name="months" aria-label="12 meses" />
            <FieldHint />
            <FieldError />
          </fieldset>
        </FieldScope>
      );
    }
    render(<Choice error="Escolha uma opção." />);
    expect(screen.getByRole('group', { name: 'Horizonte' })).toHaveAccessibleDescription('Escolha uma opção.');
    expect(screen.getByText('Quanto tempo dura a simulação.').id).toMatch(/-hint$/);
  });
});
