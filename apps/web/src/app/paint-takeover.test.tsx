import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaintTakeover, ScreenBoundary } from './paint-takeover';

/** A screen whose code the browser has not loaded yet when it takes the paint over: it suspends until `load`. */
function screenLoadedLater() {
  let loaded = false;
  let load = () => {};
  const pending = new Promise<void>((resolve) => {
    load = () => {
      loaded = true;
      resolve();
    };
  });
  function Screen() {
    if (!loaded) throw pending;
    return <button type="button">Renomear</button>;
  }
  return { Screen, load };
}

let root: Root | undefined;

// React's own act() (Testing Library's render sets this flag for its own calls only).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's paint in an inert root, then the browser taking it over (hydration). */
async function takeOver(tree: ReactNode, paint: ReactNode = tree) {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('inert', '');
  container.innerHTML = renderToString(paint);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  return container;
}

describe('taking a painted page over', () => {
  it('lifts inert once the root is taken over when there is no screen inside a shell', async () => {
    const container = await takeOver(
      <PaintTakeover>
        <a href="/login">Entrar</a>
      </PaintTakeover>,
    );
    expect(container).not.toHaveAttribute('inert');
  });

  it('keeps the root inert until the screen inside the shell is taken over too', async () => {
    const { Screen, load } = screenLoadedLater();
    const page = (screen: ReactNode) => (
      <PaintTakeover>
        <nav>Menu</nav>
        <ScreenBoundary>{screen}</ScreenBoundary>
      </PaintTakeover>
    );
    const container = await takeOver(page(<Screen />), page(<button type="button">Renomear</button>));
    // The shell is the app's; the screen is still the server's paint, so a click must not reach it.
    expect(container.querySelector('nav')).toHaveTextContent('Menu');
    expect(container).toHaveAttribute('inert');

    await act(async () => load());
    expect(container).not.toHaveAttribute('inert');
    expect(container.querySelector('button')).toHaveTextContent('Renomear');
  });
});
