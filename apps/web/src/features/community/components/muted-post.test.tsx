import { initTestI18n } from '@/test/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MutedPost } from './muted-post';

describe('MutedPost', () => {
  beforeAll(() => initTestI18n());

  it('folds a muted member’s post to a line, and shows it in place when asked', async () => {
    const user = userEvent.setup();
    render(
      <MutedPost>
        <p>O texto do membro</p>
      </MutedPost>,
    );
    expect(screen.getByTestId('muted-post')).toHaveTextContent(
      'Publicação de um membro cujas publicações você ocultou.',
    );
    expect(screen.queryByText('O texto do membro')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar mesmo assim' }));
    expect(screen.getByText('O texto do membro')).toBeInTheDocument();
    expect(screen.queryByTestId('muted-post')).not.toBeInTheDocument();
  });
});
