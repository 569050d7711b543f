import { MS } from '@alavanca/domain/constants';
import { CircleCheckIcon, InfoIcon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { useIsMobile } from '@/hooks/use-media-query';
import { announceToasterMounted } from '@/lib/notify';
import { useEffect } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

// Sonner's stylesheet is not in a cascade layer, so utility classes cannot restyle it; its own
// custom properties can. Neutral toasts take the popover surface; rich (typed) toasts take a
// tint of the matching status colour, with text mixed towards the foreground so it keeps
// 4.5:1 on the tint in both themes (the plain light-theme warning colour does not).
const themeVariables = {
  fontFamily: 'inherit',
  '--border-radius': 'var(--radius)',
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'color-mix(in oklab, var(--success) 10%, var(--popover))',
  '--success-border': 'color-mix(in oklab, var(--success) 35%, var(--popover))',
  '--success-text': 'color-mix(in oklab, var(--success) 80%, var(--foreground))',
  '--info-bg': 'color-mix(in oklab, var(--info) 10%, var(--popover))',
  '--info-border': 'color-mix(in oklab, var(--info) 35%, var(--popover))',
  '--info-text': 'color-mix(in oklab, var(--info) 80%, var(--foreground))',
  '--warning-bg': 'color-mix(in oklab, var(--warning) 10%, var(--popover))',
  '--warning-border': 'color-mix(in oklab, var(--warning) 35%, var(--popover))',
  '--warning-text': 'color-mix(in oklab, var(--warning) 80%, var(--foreground))',
  '--error-bg': 'color-mix(in oklab, var(--destructive) 10%, var(--popover))',
  '--error-border': 'color-mix(in oklab, var(--destructive) 35%, var(--popover))',
  '--error-text': 'color-mix(in oklab, var(--destructive) 80%, var(--foreground))',
} as React.CSSProperties;

const icons = {
  success: <CircleCheckIcon className="size-4" />,
  info: <InfoIcon className="size-4" />,
  warning: <TriangleAlertIcon className="size-4" />,
  error: <OctagonXIcon className="size-4" />,
};

export function Toaster({
  theme,
  style,
  ...props
}: Omit<ToasterProps, 'theme' | 'visibleToasts' | 'duration'> & {
  /** The app's current theme; there is no OS-theme detection here, the app's theme state decides. */
  theme: 'light' | 'dark';
}) {
  const { t } = useTranslation('common');
  const phone = useIsMobile();
  useEffect(announceToasterMounted, []);
  return (
    <Sonner
      theme={theme}
      // On a phone the bottom of the screen holds a screen's main button (the month's "Avançar mês"):
      // a message there would cover it, and a finger resting on it would keep it from leaving.
      position={phone ? 'top-center' : 'bottom-right'}
      containerAriaLabel={t('ui.notifications')}
      icons={icons}
      richColors
      style={{ ...themeVariables, ...style }}
      {...props}
      // One message at a time: a stack of toasts competes for attention and for the screen
      // reader's live region.
      visibleToasts={1}
      duration={MS.toastDuration}
    />
  );
}
