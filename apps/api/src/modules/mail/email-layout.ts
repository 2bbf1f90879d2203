/**
 * Every e-mail is written to the outbox as plain text (the body the services compose);
 * at delivery it goes out as both plain text and HTML, each framed with the firm's name
 * (the display name of MAIL_FROM). A line that is only a web address becomes a button in
 * the HTML (the link to the exact screen); other addresses become links. One layout for
 * every message, so a new e-mail gets its HTML without writing any.
 */

const FALLBACK_FIRM = 'Contábil Online';

/** `Contábil Online <nao-responda@…>` -> `Contábil Online`. */
export function firmNameOf(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*</.exec(from);
  const name = match?.[1]?.trim();
  return name || FALLBACK_FIRM;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const ONLY_URL = /^\s*(https?:\/\/[^\s<>"]+)\s*$/;

function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:#0f5132">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

function button(url: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" ` +
    'style="background:#0f5132;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;' +
    'display:inline-block;font-weight:600">Acessar</a></p>' +
    `<p style="margin:0 0 16px;font-size:12px;color:#555">Ou copie o endereço: ${linkify(url)}</p>`
  );
}

/** Paragraphs are separated by blank lines; lines inside a paragraph by <br>. */
function bodyHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const only = ONLY_URL.exec(block);
      if (only?.[1]) return button(only[1]);
      const lines = block.split('\n');
      // A paragraph ending in its link (the usual "acesse:\nhttps://…"): text, then the button.
      const lastLine = lines.at(-1) ?? '';
      const trailing = lines.length > 1 ? ONLY_URL.exec(lastLine) : null;
      const shown = trailing ? lines.slice(0, -1) : lines;
      const paragraph = `<p style="margin:0 0 16px;line-height:1.5">${shown.map(linkify).join('<br>')}</p>`;
      return trailing?.[1] ? paragraph + button(trailing[1]) : paragraph;
    })
    .join('\n');
}

const footerText = (firm: string) =>
  `${firm}\nEste e-mail foi enviado automaticamente; para falar conosco, use as conversas no aplicativo.`;

/** The text as sent: the body the service wrote, signed with the firm's name. */
export function emailText(body: string, firm: string): string {
  return `${body.trimEnd()}\n\n--\n${footerText(firm)}\n`;
}

/** The HTML as sent: the same body in the firm's frame (pt-BR, inline styles for mail clients). */
export function emailHtml(subject: string, body: string, firm: string): string {
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f4">',
    '<tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:20px 24px;border-bottom:3px solid #0f5132;font-size:18px;font-weight:700;color:#0f5132">${escapeHtml(firm)}</td></tr>`,
    `<tr><td style="padding:24px;font-size:15px">${bodyHtml(body.trimEnd())}</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:12px;color:#555;border-top:1px solid #e5e5e5">${escapeHtml(firm)}<br>`,
    'Este e-mail foi enviado automaticamente; para falar conosco, use as conversas no aplicativo.</td></tr>',
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
