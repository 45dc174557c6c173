import type { Channel, ChannelState, SystemStatus } from '../../../domain/systemStatus.ts';
import type { Config } from '../../config.ts';
import { mqttBrokerAccepts } from './mqttProbe.ts';

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
 * One round of channel checks, all at once: sirens and KSP sync ride on the device network (the MQTT
 * broker of MQTT_URL); ICARO, alert-swiss and Twitter each on their gateway's health URL.
 */
export async function checkChannels(config: Config): Promise<SystemStatus['channels']> {
  const mqtt = (url: string) => mqttBrokerAccepts(url, CHECK_TIMEOUT_MS);
  const http = (url: string) => httpAnswers(url);
  const [deviceNetwork, icaro, alertswiss, twitter] = await Promise.all([
    check(config.MQTT_URL, mqtt),
    check(config.ICARO_URL, http),
    check(config.ALERTSWISS_URL, http),
    check(config.TWITTER_URL, http),
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
