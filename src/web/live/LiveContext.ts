import { createContext, useContext, useEffect, useRef } from 'react';
import type { LiveMessage } from '../../domain/live.ts';

export type LiveTopicName = LiveMessage['topic'];

/** The live channel as screens see it: subscribe to a topic, or to the moment the connection (re)opens. */
export interface LiveChannel {
  subscribe(topic: LiveTopicName, handler: (payload: unknown) => void): () => void;
  onConnected(handler: () => void): () => void;
}

export const LiveContext = createContext<LiveChannel | null>(null);

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Calls `handler` with the payload of every live message on `topic` while the component is mounted. */
export function useLiveTopic<T = unknown>(topic: LiveTopicName, handler: (payload: T) => void) {
  const live = useContext(LiveContext);
  const latest = useLatest(handler);
  useEffect(() => live?.subscribe(topic, (payload) => latest.current(payload as T)), [live, topic, latest]);
}

/**
 * Calls `handler` each time the live connection opens or reopens: messages may have been missed meanwhile,
 * so a screen refetches what it shows.
 */
export function useLiveConnected(handler: () => void) {
  const live = useContext(LiveContext);
  const latest = useLatest(handler);
  useEffect(() => live?.onConnected(() => latest.current()), [live, latest]);
}
