import {
  Award,
  BarChart3,
  FlaskConical,
  GraduationCap,
  Headset,
  LayoutDashboard,
  LayoutGrid,
  Lightbulb,
  LifeBuoy,
  Presentation,
  Sparkles,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  key: string;
  icon: LucideIcon;
  badgeKey?: string;
}

/**
 * Sidebar items in the specification's order, the canvases after the ideas they are built from
 * (decision 031) and the pitch after the canvas it tells (decision 032), the progress page after the
 * reports (decision 033) and the certificate's exam after it (decision 035), then the classes (decision
 * 026) and the community (decision 036); support sits apart at the bottom.
 */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/dashboard', key: 'sidebar.dashboard', icon: LayoutDashboard },
  { to: '/simulacao-negocio', key: 'sidebar.simulation', icon: FlaskConical },
  { to: '/ideias', key: 'sidebar.ideas', icon: Lightbulb },
  { to: '/canvas', key: 'sidebar.canvas', icon: LayoutGrid },
  { to: '/pitch', key: 'sidebar.pitch', icon: Presentation },
  { to: '/mentor-ia', key: 'sidebar.mentor', icon: Sparkles, badgeKey: 'sidebar.new' },
  { to: '/relatorios', key: 'sidebar.reports', icon: BarChart3 },
  { to: '/conquistas', key: 'sidebar.progress', icon: Trophy },
  { to: '/certificado', key: 'sidebar.certificate', icon: Award },
  { to: '/turmas', key: 'sidebar.classes', icon: GraduationCap },
  { to: '/comunidade', key: 'sidebar.community', icon: Users },
];
export const SUPPORT_NAV: NavItem = { to: '/suporte', key: 'sidebar.support', icon: LifeBuoy };
/** The operators' support desk: shown only to users with the operators' role (the server checks every request). */
export const ADMIN_NAV: NavItem = { to: '/admin/suporte', key: 'sidebar.admin', icon: Headset };
