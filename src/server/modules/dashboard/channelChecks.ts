import type { GatewayStatus } from '../../../devices/gateway.ts';
import type { Channel, ChannelState, SystemStatus } from '../../../domain/systemStatus.ts';
import type { Config } from '../../config.ts';

/** How long a channel's component may take to answer before it counts as unavailable. */
export const CHECK_TIMEOUT_MS = 2_000;

/** Whether a gateway's health URL answers 2xx or 3xx within the timeout (redirects are not followed). */
export async function httpAnswers(url: string, timeoutMs = CHECK_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 400;
  } catch {
    return false;
  }
}

const stateOf = (answers: boolean): ChannelState => (answers ? 'AVAILABLE' : 'UNAVAILABLE');

/** Checks one channel; a channel whose setting is unset is DISABLED (not connected in this installation). */
async function check(target: string | undefined, probe: (target: string) => Promise<boolean>) {
  return target ? stateOf(await probe(target)) : 'DISABLED';
}

/**
 * The device network as a channel: the simulated fleet is always there; over MQTT it is AVAILABLE while
 * the broker is connected and the devices answer, that is, no command has waited longer than
 * DEVICE_ANSWER_TIMEOUT_MS without any report arriving since.
 */
export function deviceNetworkState(
  status: GatewayStatus,
  answerTimeoutMs: number,
  now = Date.now(),
): ChannelState {
  if (status.transport === 'simulated') return 'AVAILABLE';
  if (!status.connected) return 'UNAVAILABLE';
  const { lastCommandAt, lastReportAt } = status;
  const unanswered = lastCommandAt !== null && (lastReportAt === null || lastReportAt < lastCommandAt);
  return unanswered && now - Date.parse(lastCommandAt) > answerTimeoutMs ? 'UNAVAILABLE' : 'AVAILABLE';
}

/**
 * One round of channel checks, all at once: sirens and KSP sync ride on the device network (the
 * gateway's own view of it); ICARO and alert-swiss each on their gateway's health URL; Twitter is what
 * the social-media channel says of itself (`socialMedia`; a failing check counts as UNAVAILABLE).
 */
export async function checkChannels(
  config: Config,
  devices: GatewayStatus,
  socialMedia: () => Promise<ChannelState>,
): Promise<SystemStatus['channels']> {
  const http = (url: string) => httpAnswers(url);
  const deviceNetwork = deviceNetworkState(devices, config.DEVICE_ANSWER_TIMEOUT_MS);
  const [icaro, alertswiss, twitter] = await Promise.all([
    check(config.ICARO_URL, http),
    check(config.ALERTSWISS_URL, http),
    socialMedia().catch((): ChannelState => 'UNAVAILABLE'),
  ]);
  const channels: Record<Channel, ChannelState> = {
    ICARO: icaro,
    SIRENS: deviceNetwork,
    ALERTSWISS: alertswiss,
    KSP_SYNC: deviceNetwork,
    TWITTER: twitter,
  };
  return channels;
}
