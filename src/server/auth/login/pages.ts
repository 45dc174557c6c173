import { LANGUAGES, type Language } from '../../../domain/session.ts';
import { type LoginTexts, textsOf } from './texts.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// Plain, self-contained styling: the login pages load nothing from elsewhere (no web fonts, no scripts
// beyond our own logout auto-submit) and stay usable with keyboard and screen reader.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:8vh auto;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:28px 32px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:8px;font-weight:600;color:#c92a2a}
.brand svg{flex:none}
h1{font-size:1.4rem;margin:0 0 8px}
p{line-height:1.45}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;padding:9px 10px;font-size:1rem;border:1px solid #868e96;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #1c7ed6;outline-offset:2px}
button{margin-top:22px;width:100%;padding:10px;font-size:1rem;font-weight:600;border:0;border-radius:4px;background:#c92a2a;color:#fff;cursor:pointer}
button:hover{background:#a51d1d}
.hint{font-size:.85rem;color:#495057;margin:4px 0 0}
.alert{border-left:4px solid #c92a2a;background:#fff5f5;padding:10px 12px;margin:14px 0}
.success{border-left-color:#2b8a3e;background:#ebfbee}
nav{margin-top:22px;display:flex;gap:12px;font-size:.9rem}
nav a[aria-current]{font-weight:700;text-decoration:none;color:#212529}
a{color:#1864ab}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="5" fill="#c92a2a"/><path d="M11 6h6v5h5v6h-5v5h-6v-5H6v-6h5z" fill="#fff"/></svg>`;

export interface PageOptions {
  language: Language;
  title: (t: LoginTexts) => string;
  body: (t: LoginTexts) => string;
  /** Builds the address of this page in another language, for the language links. */
  languageHref?: (language: Language) => string;
  /** Address of one of our scripts (never inline: the Content-Security-Policy allows none). */
  scriptSrc?: string;
}

const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

function languageLinks(t: LoginTexts, current: Language, href: (language: Language) => string): string {
  const links = LANGUAGES.map((l) => {
    const attrs = l === current ? ' aria-current="page"' : '';
    return `<a href="${escapeHtml(href(l))}" lang="${l}" hreflang="${l}"${attrs}>${LANGUAGE_NAMES[l]}</a>`;
  });
  return `<nav aria-label="${escapeHtml(t.language)}">${links.join('')}</nav>`;
}

/** One page of the login server, complete and escaped. */
export function renderPage({ language, title, body, languageHref, scriptSrc }: PageOptions): string {
  const t = textsOf(language);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title(t))} – ${escapeHtml(t.product)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="brand">${LOGO}<span>${escapeHtml(t.product)}</span></div>
${body(t)}
${languageHref ? languageLinks(t, language, languageHref) : ''}
</main>
${scriptSrc ? `<script src="${escapeHtml(scriptSrc)}"></script>` : ''}
</body>
</html>`;
}

export function alert(message: string | null, kind: 'error' | 'success' = 'error'): string {
  if (!message) return '';
  const role = kind === 'error' ? 'alert' : 'status';
  return `<div class="alert${kind === 'success' ? ' success' : ''}" role="${role}">${escapeHtml(message)}</div>`;
}

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'password';
  autocomplete: string;
  value?: string;
  autofocus?: boolean;
  hint?: string;
}

export function field({ name, label, type, autocomplete, value, autofocus, hint }: Field): string {
  const hintId = hint ? `${name}-hint` : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="200"${
    value ? ` value="${escapeHtml(value)}"` : ''
  }${autofocus ? ' autofocus' : ''}${hint ? ` aria-describedby="${hintId}"` : ''}>${
    hint ? `<p class="hint" id="${hintId}">${escapeHtml(hint)}</p>` : ''
  }`;
}
