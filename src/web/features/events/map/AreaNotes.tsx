import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { areaSquareKilometres } from '../../../../domain/area.ts';
import type { EventArea } from '../../../../domain/eventContent.ts';
import type { Language } from '../../../../domain/session.ts';
import { cantonNames, formatEventNumber } from '../eventLabels.ts';
import type { AreaFeedback } from './areaGeometry.ts';

export interface AreaNotesProps {
  value: EventArea;
  feedback: AreaFeedback;
  holeOutside: boolean;
}

/** Below the map: why the drawn area cannot go out (the crossing has its tooltip on the map), or its size. */
export function AreaNotes({ value, feedback, holeOutside }: AreaNotesProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const problems = feedback.problems.filter(
    (problem) => problem.messageKey !== 'area.errors.selfIntersecting',
  );
  return (
    <>
      {holeOutside && (
        <Alert color="orange" role="alert">
          {t('events.editor.area.holeOutside')}
        </Alert>
      )}
      {problems.map((problem) => (
        <Alert key={`${problem.messageKey}.${problem.polygon}`} color="red" role="alert">
          {t(problem.messageKey)}
        </Alert>
      ))}
      {value.polygons.length > 0 && feedback.problems.length === 0 && (
        <Text size="sm">
          {t('events.editor.area.drawnSummary', {
            count: value.polygons.length,
            km2: formatEventNumber(areaSquareKilometres(value.polygons), language, 2),
          })}
        </Text>
      )}
      {value.polygons.length === 0 && value.cantons.length > 0 && (
        <Text size="sm">
          {t('events.editor.area.cantonSummary', {
            cantons: cantonNames(value.cantons, language).join(', '),
          })}
        </Text>
      )}
    </>
  );
}
