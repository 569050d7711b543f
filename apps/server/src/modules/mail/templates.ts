import type { Language } from '@alavanca/domain/constants';
import { escapeMarkup } from '@alavanca/domain/text/escape-markup';

export type EmailKind = 'verifyEmail' | 'resetPassword' | 'notification';

/** What a template may fill in: `{{name}}`, `{{url}}`, and a notification's `{{title}}` and `{{description}}`. */
export interface TemplateValues {
  name: string;
  url: string;
  title?: string;
  description?: string;
}

/** One e-mail in one language. Paragraphs become `<p>`s in HTML and blank-line blocks in text. */
export interface EmailTemplate {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The button's label in HTML; in text the link stands on its own line after it. */
  action: string;
  /** Small print under the button: why this arrived, what to do if it was not you. */
  footer: string;
}

export const EMAIL_TEMPLATES: Record<EmailKind, Record<Language, EmailTemplate>> = {
  verifyEmail: {
    'pt-BR': {
      subject: 'Confirme seu e-mail no Alavanca',
      greeting: 'Olá, {{name}}!',
      paragraphs: ['Que bom ter você no Alavanca. Para ativar sua conta, confirme que este endereço de e-mail é seu.'],
      action: 'Confirmar e-mail',
      footer:
        'Se você não criou uma conta no Alavanca, ignore esta mensagem: nenhuma conta será ativada sem a confirmação.',
    },
    'en-US': {
      subject: 'Confirm your email for Alavanca',
      greeting: 'Hi {{name}},',
      paragraphs: [
        'Welcome to Alavanca. To activate your account, please confirm that this email address belongs to you.',
      ],
      action: 'Confirm email',
      footer:
        'If you did not create an Alavanca account, you can ignore this message: no account is activated without confirmation.',
    },
    'es-ES': {
      subject: 'Confirma tu correo electrónico en Alavanca',
      greeting: '¡Hola, {{name}}!',
      paragraphs: [
        'Nos alegra tenerte en Alavanca. Para activar tu cuenta, confirma que esta dirección de correo es tuya.',
      ],
      action: 'Confirmar correo',
      footer:
        'Si no has creado una cuenta en Alavanca, ignora este mensaje: ninguna cuenta se activa sin la confirmación.',
    },
    'fr-FR': {
      subject: 'Confirmez votre adresse e-mail sur Alavanca',
      greeting: 'Bonjour {{name}},',
      paragraphs: [
        'Bienvenue sur Alavanca. Pour activer votre compte, confirmez que cette adresse e-mail vous appartient.',
      ],
      action: 'Confirmer mon adresse',
      footer:
        "Si vous n'avez pas créé de compte Alavanca, ignorez ce message : aucun compte n'est activé sans confirmation.",
    },
    'de-DE': {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Alavanca',
      greeting: 'Hallo {{name}},',
      paragraphs: [
        'Willkommen bei Alavanca. Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört, um Ihr Konto zu aktivieren.',
      ],
      action: 'E-Mail-Adresse bestätigen',
      footer:
        'Wenn Sie kein Alavanca-Konto erstellt haben, können Sie diese Nachricht ignorieren: Ohne Bestätigung wird kein Konto aktiviert.',
    },
  },
  resetPassword: {
    'pt-BR': {
      subject: 'Redefina sua senha do Alavanca',
      greeting: 'Olá, {{name}}!',
      paragraphs: [
        'Recebemos um pedido para redefinir a senha da sua conta no Alavanca.',
        'O link abaixo vale por 1 hora e só pode ser usado uma vez.',
      ],
      action: 'Criar nova senha',
      footer: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha atual continua valendo.',
    },
    'en-US': {
      subject: 'Reset your Alavanca password',
      greeting: 'Hi {{name}},',
      paragraphs: [
        'We received a request to reset the password of your Alavanca account.',
        'The link below is valid for 1 hour and can be used only once.',
      ],
      action: 'Choose a new password',
      footer: 'If you did not ask for a reset, you can ignore this message: your current password still works.',
    },
    'es-ES': {
      subject: 'Restablece tu contraseña de Alavanca',
      greeting: '¡Hola, {{name}}!',
      paragraphs: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Alavanca.',
        'El enlace de abajo es válido durante 1 hora y solo se puede usar una vez.',
      ],
      action: 'Crear una nueva contraseña',
      footer: 'Si no has pedido restablecerla, ignora este mensaje: tu contraseña actual sigue siendo válida.',
    },
    'fr-FR': {
      subject: 'Réinitialisez votre mot de passe Alavanca',
      greeting: 'Bonjour {{name}},',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Alavanca.',
        "Le lien ci-dessous est valable 1 heure et ne peut être utilisé qu'une seule fois.",
      ],
      action: 'Choisir un nouveau mot de passe',
      footer:
        "Si vous n'avez pas demandé de réinitialisation, ignorez ce message : votre mot de passe actuel reste valable.",
    },
    'de-DE': {
      subject: 'Setzen Sie Ihr Alavanca-Passwort zurück',
      greeting: 'Hallo {{name}},',
      paragraphs: [
        'Wir haben eine Anfrage erhalten, das Passwort Ihres Alavanca-Kontos zurückzusetzen.',
        'Der Link unten ist 1 Stunde lang gültig und kann nur einmal verwendet werden.',
      ],
      action: 'Neues Passwort festlegen',
      footer:
        'Wenn Sie das Zurücksetzen nicht angefordert haben, können Sie diese Nachricht ignorieren: Ihr aktuelles Passwort bleibt gültig.',
    },
  },
  // A copy of an in-app notification, for users with e-mail notifications on.
  notification: {
    'pt-BR': {
      subject: '{{title}}',
      greeting: 'Olá, {{name}}!',
      paragraphs: ['{{description}}'],
      action: 'Ver notificações',
      footer:
        'Você recebe esta cópia porque as notificações por e-mail estão ativadas. Para desativá-las, abra Configurações no Alavanca.',
    },
    'en-US': {
      subject: '{{title}}',
      greeting: 'Hi {{name}},',
      paragraphs: ['{{description}}'],
      action: 'View notifications',
      footer: 'You receive this copy because email notifications are on. To turn them off, open Settings in Alavanca.',
    },
    'es-ES': {
      subject: '{{title}}',
      greeting: '¡Hola, {{name}}!',
      paragraphs: ['{{description}}'],
      action: 'Ver notificaciones',
      footer:
        'Recibes esta copia porque tienes activadas las notificaciones por correo electrónico. Para desactivarlas, abre Configuración en Alavanca.',
    },
    'fr-FR': {
      subject: '{{title}}',
      greeting: 'Bonjour {{name}},',
      paragraphs: ['{{description}}'],
      action: 'Voir les notifications',
      footer:
        'Vous recevez cette copie car les notifications par e-mail sont activées. Pour les désactiver, ouvrez Paramètres dans Alavanca.',
    },
    'de-DE': {
      subject: '{{title}}',
      greeting: 'Hallo {{name}},',
      paragraphs: ['{{description}}'],
      action: 'Benachrichtigungen ansehen',
      footer:
        'Sie erhalten diese Kopie, weil E-Mail-Benachrichtigungen aktiviert sind. Sie können sie in Alavanca unter Einstellungen deaktivieren.',
    },
  },
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Fills a template in; values are HTML-escaped in the HTML part. */
export function renderEmail(kind: EmailKind, language: Language, values: TemplateValues): RenderedEmail {
  const template = EMAIL_TEMPLATES[kind][language];
  const fill = (text: string, escape: (value: string) => string) =>
    text.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
      const value =
        key === 'name' || key === 'url' || key === 'title' || key === 'description' ? values[key] : undefined;
      return value === undefined ? placeholder : escape(value);
    });
  const asText = (text: string) => fill(text, (value) => value);
  const asHtml = (text: string) => fill(escapeMarkup(text), escapeMarkup);

  const text = [
    asText(template.greeting),
    ...template.paragraphs.map(asText),
    `${asText(template.action)}:\n${values.url}`,
    asText(template.footer),
    '— Alavanca',
  ].join('\n\n');

  // Inline styles only: most mail clients drop <style> blocks. One column, large text, a real
  // link (not an image) with enough contrast, and the plain URL under it for clients that
  // block buttons.
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    `<title>${asHtml(template.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">',
    '<div role="article" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;font-size:16px;line-height:1.5;">',
    `<p style="margin:0 0 16px;">${asHtml(template.greeting)}</p>`,
    ...template.paragraphs.map((p) => `<p style="margin:0 0 16px;">${asHtml(p)}</p>`),
    `<p style="margin:24px 0;"><a href="${escapeMarkup(values.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;">${asHtml(template.action)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all;"><a href="${escapeMarkup(values.url)}" style="color:#1d4ed8;">${escapeMarkup(values.url)}</a></p>`,
    `<p style="margin:24px 0 0;font-size:14px;color:#4b5563;">${asHtml(template.footer)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  return { subject: asText(template.subject), text, html };
}
