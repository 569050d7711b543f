import { ScreenIntro } from '@/components/screen-intro';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { DEFAULT_DASHBOARD_LAYOUT, type DashboardWidget } from '@alavanca/contracts/dashboard';
import type { NumberPreferences } from '@alavanca/domain/locale/format';
import { FlaskConical, Lightbulb, LayoutGrid, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardLayout, useDashboardSummary, useSaveDashboardLayout } from '../api/dashboard';
import {
  MentorWidget,
  NotificationsWidget,
  ProgressWidget,
  SimulationsWidget,
  UsageWidget,
  ValidationsWidget,
} from './widgets';

// Fetched when "Personalizar" is pressed: most visits never open it.
const CustomisePanel = lazy(() =>
  import('./customise-panel').then(({ CustomisePanel }) => ({ default: CustomisePanel })),
);

const QUICK_ACTIONS = [
  { key: 'simulate', to: '/simulacao-negocio', icon: FlaskConical },
  { key: 'validate', to: '/validacao-ideia', icon: Lightbulb },
  { key: 'mentor', to: '/mentor-ia', icon: Sparkles },
] as const;

/** The three ways to start: a simulation, an idea's validation, a question to the mentor. */
function QuickActions() {
  const { t } = useTranslation('app');
  return (
    <section
      aria-label={t('dashboard.actions.label')}
      className="grid gap-4 md:grid-cols-3"
      data-testid="quick-actions"
    >
      {QUICK_ACTIONS.map(({ key, to, icon: Icon }) => (
        <Card key={key}>
          <CardHeader>
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <CardTitle>{t(`dashboard.actions.${key}.title`)}</CardTitle>
            <CardDescription>{t(`dashboard.actions.${key}.description`)}</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button variant="outline" asChild>
              <Link to={to}>{t(`dashboard.actions.${key}.cta`)}</Link>
            </Button>
          </CardFooter>
        </Card>
      ))}
    </section>
  );
}

/**
 * /dashboard: the greeting and the quick actions (a widget the user may hide), then the user's widgets in their order,
 * each keeping its place while its data loads. "Personalizar" shows, hides and reorders them.
 */
export function DashboardScreen({ name, numbers }: { name: string; numbers: NumberPreferences }) {
  const { t } = useTranslation(['dashboard', 'app', 'common']);
  const summary = useDashboardSummary().data;
  const layout = useDashboardLayout().data ?? DEFAULT_DASHBOARD_LAYOUT;
  const save = useSaveDashboardLayout();
  const [customising, setCustomising] = useState(false);
  // Closing the panel (saved or not) gives the focus back to the button that opened it, once the
  // button, disabled while the panel is open, is enabled again.
  const opener = useRef<HTMLButtonElement>(null);
  const wasCustomising = useRef(false);
  useEffect(() => {
    if (wasCustomising.current && !customising) opener.current?.focus();
    wasCustomising.current = customising;
  }, [customising]);
  const closePanel = () => setCustomising(false);

  const widget = (id: DashboardWidget) => {
    switch (id) {
      case 'quickActions':
        return <QuickActions />;
      case 'usage':
        return <UsageWidget />;
      case 'simulations':
        return <SimulationsWidget summary={summary} numbers={numbers} />;
      case 'validations':
        return <ValidationsWidget summary={summary} />;
      case 'progress':
        return <ProgressWidget summary={summary} />;
      case 'mentor':
        return <MentorWidget summary={summary} />;
      case 'notifications':
        return <NotificationsWidget summary={summary} />;
    }
  };

  return (
    <>
      <ScreenIntro
        title={name ? t('app:dashboard.greeting', { name }) : t('app:dashboard.greetingAnonymous')}
        description={t('app:dashboard.intro')}
        action={
          <Button ref={opener} variant="outline" onClick={() => setCustomising(true)} disabled={customising}>
            <LayoutGrid aria-hidden="true" />
            {t('customise.open')}
          </Button>
        }
      />
      {customising && (
        <Suspense fallback={null}>
          <CustomisePanel
            layout={layout}
            pending={save.isPending}
            onCancel={closePanel}
            onSave={(next) =>
              save.mutate(next, {
                onSuccess: () => {
                  closePanel();
                  notify({ title: t('customise.saved'), variant: 'success' });
                },
                onError: (error) =>
                  notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
              })
            }
          />
        </Suspense>
      )}
      <div className="grid gap-4 lg:grid-cols-2" data-testid="dashboard-widgets">
        {layout.widgets
          .filter((entry) => entry.visible)
          .map((entry) => (
            // The quick actions are a row of their own across the grid.
            <div key={entry.id} className={cn(entry.id === 'quickActions' && 'lg:col-span-2')}>
              {widget(entry.id)}
            </div>
          ))}
      </div>
    </>
  );
}
