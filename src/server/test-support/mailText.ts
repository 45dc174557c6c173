/** The text of a raw e-mail with its quoted-printable encoding undone (soft line breaks, =XX bytes). */
export function mailText(rawMail: string): string {
  const bytes = rawMail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The acknowledgement link of a raw wake-up e-mail, if it holds one. */
export function ackLinkIn(rawMail: string): string | undefined {
  return /https?:\/\/\S+\/api\/public\/wakeups\/acknowledge\?token=[\w.-]+/.exec(mailText(rawMail))?.[0];
}
