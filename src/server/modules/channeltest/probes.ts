import type { ChannelTestOutcome } from '../../../domain/channelTests.ts';
import { httpAnswers } from '../dashboard/channelChecks.ts';
import type { Mail } from '../reports/mailer.ts';

/** What one test found: the outcome, how long the answer took, and what was tested or why it failed. */
export interface ProbeResult {
  outcome: ChannelTestOutcome;
  roundTripMs: number | null;
  detail: string | null;
}

/** A URL without credentials or query: what the protocol may show of a gateway's address. */
const shownUrl = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

/** Asks a gateway's health URL, as the channel checks do (2 s); an unset URL: the channel is DISABLED. */
export async function probeHttp(url: string | undefined): Promise<ProbeResult> {
  if (!url) return { outcome: 'DISABLED', roundTripMs: null, detail: null };
  const started = performance.now();
  const answers = await httpAnswers(url);
  return {
    outcome: answers ? 'OK' : 'FAILED',
    roundTripMs: Math.round(performance.now() - started),
    detail: shownUrl(url),
  };
}

/** Sends the test mail; the round trip ends when the mail server has accepted it. */
export async function probeMail(send: (mail: Mail) => Promise<void>, mail: Mail): Promise<ProbeResult> {
  const started = performance.now();
  const to = mail.to.join(', ');
  try {
    await send(mail);
    return { outcome: 'OK', roundTripMs: Math.round(performance.now() - started), detail: to };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { outcome: 'FAILED', roundTripMs: null, detail: `${to}: ${reason}`.slice(0, 500) };
  }
}
