import type { TFunction } from 'i18next';
import type { DeviceReportLine } from '../../../domain/devices.ts';

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What a device report says, in the operator's words; a raw answer is shown as the device wrote it. */
export function reportText(line: DeviceReportLine, t: TFunction): string {
  const body = line.body;
  switch (line.type) {
    case 'rawAnswer':
      return str(body.text);
    case 'ack':
      return t('devices.reports.text.ack');
    case 'status':
      return t('devices.reports.text.status', {
        version: str(body.version),
        mains: t(body.mains ? 'data.grid.yes' : 'data.grid.no'),
        battery: str(body.batteryPercent),
      });
    case 'fault':
      return t(
        body.state === 'cleared' ? 'devices.reports.text.faultCleared' : 'devices.reports.text.faultRaised',
        {
          code: str(body.code),
        },
      );
    case 'selfTest':
      return body.ok
        ? t('devices.reports.text.selfTestOk')
        : t('devices.reports.text.selfTestFailed', { code: str(body.code) });
    case 'firmware':
      return t(
        body.phase === 'activated'
          ? 'devices.reports.text.firmwareActivated'
          : 'devices.reports.text.firmwareTransferred',
        { version: str(body.version) },
      );
    case 'sounding':
    case 'finished':
      return t(`devices.reports.text.${line.type}`, { signal: t(`devices.signals.${str(body.signal)}`) });
    default:
      return JSON.stringify(body);
  }
}

/** The name of a report's type; an unknown type is shown as it came. */
export function reportTypeText(type: string, t: TFunction, exists: (key: string) => boolean): string {
  const key = `devices.reports.types.${type}`;
  return exists(key) ? t(key) : type;
}
