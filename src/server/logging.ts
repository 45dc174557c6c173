import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'pretty' | 'json';

/** Whether the log is written as readable lines: on a terminal, or when `LOG_FORMAT` says so. */
export function isPretty(format: LogFormat, terminal = process.stdout.isTTY === true): boolean {
  return format === 'pretty' || (format === 'auto' && terminal);
}

/**
 * The console's log: readable lines on a terminal (pino-pretty, written in order with the rest of the
 * terminal output), one JSON object a line otherwise (a service manager, a container, a file).
 */
export function createLogger(level: string, format: LogFormat): Logger {
  if (!isPretty(format)) return pino({ level });
  return pino(
    { level },
    pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true }),
  );
}
