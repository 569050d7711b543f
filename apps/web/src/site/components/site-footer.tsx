import { Logo } from '@/components/logo';
import { COPYRIGHT_YEAR } from '@alavanca/domain/constants';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from './language-menu';

const CONTACT = { email: 'contato@alavanca.app', phone: '+55 11 4000-0000' } as const;

const LINK_GROUPS = [
  {
    titleKey: 'footer.product',
    links: [
      { to: '/funcionalidades', key: 'footer.features' },
      { to: '/planos', key: 'footer.plans' },
      { to: '/demonstracao', key: 'footer.demo' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { to: '/sobre', key: 'footer.about' },
      { to: '/blog', key: 'footer.blog' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { to: '/termos', key: 'footer.terms' },
      { to: '/privacidade', key: 'footer.privacy' },
    ],
  },
] as const;

// The social profiles are not open yet; the links stay on this page rather than pointing to someone else's account.
const SOCIAL = ['Instagram', 'LinkedIn', 'YouTube'] as const;

/** Footer of the public pages: description, contact lines, social links, site map, copyright, language. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-muted/40" data-testid="landing-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.description')}</p>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden="true" />
              <a className="underline-offset-4 hover:underline" href={`mailto:${CONTACT.email}`}>
                {t('footer.email', { email: CONTACT.email })}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden="true" />
              {t('footer.phone', { phone: CONTACT.phone })}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4" aria-hidden="true" />
              {t('footer.location')}
            </li>
          </ul>
          <ul className="flex gap-3 text-sm" aria-label={t('footer.social')}>
            {SOCIAL.map((name) => (
              <li key={name}>
                <a
                  href="#top"
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.titleKey} aria-label={t(group.titleKey)}>
            <h2 className="mb-3 text-sm font-semibold">{t(group.titleKey)}</h2>
            <ul className="space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          <LanguageMenu showCurrent align="end" />
        </div>
      </div>
    </footer>
  );
}
