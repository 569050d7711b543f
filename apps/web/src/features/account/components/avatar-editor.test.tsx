import { renderRoutes } from '@/test/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '../api/get-profile';
import { stubApi, type RecordedRequest } from '@/test/fake-api';
import { PROFILE } from '../testing/fixtures';
import type * as ResizeModule from '../utils/resize-avatar';
import { AvatarEditor } from './avatar-editor';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));

// The canvas is the browser's; happy-dom has none. The resize is replaced by its result: 3 bytes of WebP.
const resizeAvatar = vi.hoisted(() => vi.fn());
vi.mock('../utils/resize-avatar', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeModule>()),
  resizeAvatar,
}));

function Editor() {
  const profile = useProfile().data;
  return profile ? <AvatarEditor profile={profile} /> : null;
}

async function renderEditor(avatarUrl: string | null) {
  const withAvatar = { ...PROFILE, avatarUrl: '/api/profile/avatar?v=2' };
  const api = stubApi({
    'GET /api/profile': { body: { ...PROFILE, avatarUrl } },
    'PUT /api/profile/avatar': { body: withAvatar },
    'DELETE /api/profile/avatar': { status: 204 },
  });
  await renderRoutes([{ path: '/', element: <Editor /> }], { path: '/' });
  await screen.findByTestId('avatar-editor');
  return api;
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('avatar editor', () => {
  beforeEach(() => {
    notify.mockClear();
    resizeAvatar.mockReset();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('resizes the chosen picture, previews it, and uploads it as base64 only when saved', async () => {
    const user = userEvent.setup();
    resizeAvatar.mockResolvedValue({
      blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }),
      contentType: 'image/webp',
    });
    const api = await renderEditor(null);

    const photo = new File(['big photo'], 'foto.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [photo] } });

    expect(await screen.findByRole('img', { name: 'Prévia da nova foto' })).toHaveAttribute('src', 'blob:preview');
    expect(resizeAvatar).toHaveBeenCalledWith(photo);
    expect(writes(api.requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Salvar foto' }));
    await waitFor(() =>
      expect(writes(api.requests)).toEqual([
        { method: 'PUT', path: '/api/profile/avatar', body: { contentType: 'image/webp', data: 'AQID' } },
      ]),
    );
    expect(await screen.findByTestId('user-avatar-image')).toHaveAttribute('src', '/api/profile/avatar?v=2');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Foto atualizada', variant: 'success' }));
  });

  it('says which files it accepts when the picture is refused', async () => {
    const { AvatarError } = await import('../utils/resize-avatar');
    resizeAvatar.mockRejectedValue(new AvatarError('type'));
    await renderEditor(null);
    fireEvent.change(screen.getByTestId('avatar-input'), {
      target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Erro',
        description: 'Escolha uma imagem PNG, JPEG ou WebP.',
        variant: 'destructive',
      }),
    );
  });

  it('removes the current picture', async () => {
    const user = userEvent.setup();
    const api = await renderEditor('/api/profile/avatar?v=1');
    expect(screen.getByTestId('user-avatar-image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover foto' }));
    await waitFor(() =>
      expect(writes(api.requests)).toEqual([{ method: 'DELETE', path: '/api/profile/avatar', body: undefined }]),
    );
    await waitFor(() => expect(screen.queryByTestId('user-avatar-image')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
  });
});
