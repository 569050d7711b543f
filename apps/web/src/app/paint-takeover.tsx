import { createContext, Suspense, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * The server paints a signed-in screen into an inert root: its buttons and links do nothing until
 * the app has taken the paint over (hydration, decision 030). The shell and the screen are taken
 * over in two passes, the screen inside a boundary of its own, so neither is one long task; the
 * root stays inert until the last of them is done, or a click could reach a screen the app does
 * not have yet.
 */
function liftInert() {
  document.getElementById('root')?.removeAttribute('inert');
}

/** Set once a screen's boundary is drawn: the screen lifts `inert` when it is taken over, not the root. */
const ScreenHeld = createContext<RefObject<boolean> | null>(null);

/** Around the whole app: lifts `inert` once the root is taken over, unless a screen's boundary holds it. */
export function PaintTakeover({ children }: { children: ReactNode }) {
  const screenHeldRef = useRef(false);
  // Runs after every effect of the pass below it, ScreenBoundary's among them.
  useEffect(() => {
    if (!screenHeldRef.current) liftInert();
  }, []);
  return <ScreenHeld value={screenHeldRef}>{children}</ScreenHeld>;
}

function ScreenTakenOver() {
  useEffect(liftInert, []);
  return null;
}

/**
 * Around the signed-in screen inside the shell. In a painted page the screen is taken over in a pass
 * of its own, after the shell's; a screen that suspends on a later visit leaves the shell on screen.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const screenHeldRef = useContext(ScreenHeld);
  useEffect(() => {
    if (screenHeldRef) screenHeldRef.current = true;
  }, [screenHeldRef]);
  return (
    <Suspense fallback={null}>
      {children}
      <ScreenTakenOver />
    </Suspense>
  );
}
