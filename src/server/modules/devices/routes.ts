import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeviceSearchQuerySchema, RawCommandSchema } from '../../../domain/devices.ts';
import { scopeOf } from '../resources/scope.ts';
import { deviceReportLines, sendRawCommand, visibleDevice } from './commands.ts';
import {
  DeviceParams,
  DeviceReportLineSchema,
  DeviceSuggestionSchema,
  ReportsQuery,
  SirenGroupSurveillanceRowSchema,
  SirenSurveillanceRowSchema,
} from './schemas.ts';
import { deviceSuggestions } from './suggestions.ts';
import { groupsSurveillance, sirensSurveillance } from './surveillance.ts';

const deviceAdmin = { access: { permissions: ['SU_DEVICE_ADMIN' as const] } };

/**
 * Surveillance of sirens and siren groups (their devices' last reports, territory-scoped) and the device
 * console's device suggestions, raw commands and report log (SU_DEVICE_ADMIN).
 */
export async function deviceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/scc/alarming/sirenssurveillance',
    {
      config: { access: { permissions: ['ALARMING_SIREN_VIEW'] } },
      schema: {
        tags: ['alarming'],
        description: 'Every stationary siren of the territory with the condition of its device.',
        response: { 200: z.array(SirenSurveillanceRowSchema) },
      },
    },
    (request) => sirensSurveillance(app.database.db, scopeOf(request)),
  );

  r.get(
    '/api/scc/alarming/sirengroupssurveillance',
    {
      config: { access: { permissions: ['ALARMING_SIRENGROUP_VIEW'] } },
      schema: {
        tags: ['alarming'],
        description: "Every siren group of the territory with its members' conditions counted.",
        response: { 200: z.array(SirenGroupSurveillanceRowSchema) },
      },
    },
    (request) => groupsSurveillance(app.database.db, scopeOf(request)),
  );

  r.get(
    '/api/scc/devices',
    {
      config: deviceAdmin,
      schema: {
        tags: ['devices'],
        description:
          'Devices of the console (its territory) whose code contains the search, those starting with it first; a few dozen at most.',
        querystring: DeviceSearchQuerySchema,
        response: { 200: z.array(DeviceSuggestionSchema) },
      },
    },
    (request) =>
      deviceSuggestions(app.database.db, scopeOf(request), request.query.search, request.query.limit),
  );

  r.post(
    '/api/scc/devices/:deviceId/commands',
    {
      config: deviceAdmin,
      schema: {
        tags: ['devices'],
        description: 'Sends a raw command to one device (audited); its answers arrive on devices/reports.',
        params: DeviceParams,
        body: RawCommandSchema,
        response: { 202: z.object({ commandId: z.string() }) },
      },
    },
    async (request, reply) => {
      const device = await visibleDevice(app, request, request.params.deviceId);
      const commandId = await sendRawCommand(app, request, device, request.body.text);
      return reply.code(202).send({ commandId });
    },
  );

  r.get(
    '/api/scc/devices/:deviceId/reports',
    {
      config: deviceAdmin,
      schema: {
        tags: ['devices'],
        description: "A device's stored reports, newest first.",
        params: DeviceParams,
        querystring: ReportsQuery,
        response: { 200: z.array(DeviceReportLineSchema) },
      },
    },
    async (request) => {
      const device = await visibleDevice(app, request, request.params.deviceId);
      return deviceReportLines(app.database.db, device.deviceId, request.query.limit);
    },
  );
}
