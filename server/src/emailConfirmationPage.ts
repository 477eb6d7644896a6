/**
 * The page GET /api/confirm-email answers (BookCars' confirmation link, opened from the e-mail):
 * one sentence and one link, in the account's language. The server writes it itself because the
 * front end that sent the driver here (BookCars' customer app) has no page for it.
 */
import type { Language } from './validation';

interface ConfirmationCopy {
  title: string;
  text: string;
  action: string;
}

export const EMAIL_CONFIRMATION_COPY: Record<Language, { confirmed: ConfirmationCopy; invalid: ConfirmationCopy }> = {
  en: {
    confirmed: {
      title: 'E-mail address confirmed',
      text: 'Thank you: your e-mail address is confirmed and your account is active.',
      action: 'Continue to the site',
    },
    invalid: {
      title: 'This link no longer works',
      text: 'This confirmation link has expired or has already been used. Sign in to ask for a new one: the site offers to send it again.',
      action: 'Go to the site',
    },
  },
  fr: {
    confirmed: {
      title: 'Adresse e-mail confirmée',
      text: 'Merci\u202f: votre adresse e-mail est confirmée et votre compte est actif.',
      action: 'Continuer sur le site',
    },
    invalid: {
      title: 'Ce lien ne fonctionne plus',
      text: 'Ce lien de confirmation a expiré ou a déjà été utilisé. Connectez-vous pour en demander un nouveau\u202f: le site propose de le renvoyer.',
      action: 'Aller sur le site',
    },
  },
  es: {
    confirmed: {
      title: 'Dirección de correo electrónico confirmada',
      text: 'Gracias: su dirección de correo electrónico está confirmada y su cuenta está activa.',
      action: 'Continuar en el sitio',
    },
    invalid: {
      title: 'Este enlace ya no funciona',
      text: 'Este enlace de confirmación ha caducado o ya se ha utilizado. Inicie sesión para pedir uno nuevo: el sitio le ofrece enviarlo de nuevo.',
      action: 'Ir al sitio',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The whole HTML document: `outcome`'s sentence and a link to `siteUrl`. */
export function emailConfirmationPage(
  language: Language,
  outcome: 'confirmed' | 'invalid',
  site: { name: string; url: string },
): string {
  const copy = EMAIL_CONFIRMATION_COPY[language][outcome];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.title)} · ${escapeHtml(site.name)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  main { max-width: 32rem; margin: 15vh auto 0; padding: 0 1.25rem; }
  h1 { font-size: 1.5rem; }
  a { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 0.375rem;
      background: #1d4ed8; color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.text)}</p>
<a href="${escapeHtml(site.url)}">${escapeHtml(copy.action)}</a>
</main>
</body>
</html>
`;
}
