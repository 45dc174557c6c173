import { useTranslation } from 'react-i18next';
import { CH_ALL } from '../../../domain/session.ts';
import { useMe } from '../../auth/AuthContext.ts';
import { useLanguage } from '../../i18n.ts';
import { cantonLabel } from '../../ui/CantonMultiSelect.tsx';

/**
 * Where an update with the chosen cantons lands, as its confirmation names it: those cantons; none chosen,
 * the user's own canton, or for a national user the whole of Switzerland (`national` then true).
 */
export function useCantonScope() {
  const { t } = useTranslation();
  const language = useLanguage();
  const me = useMe();
  return (stateCodes: readonly string[]) => {
    const national = stateCodes.length === 0 && me.organisationCharacteristic === CH_ALL;
    const codes = stateCodes.length ? stateCodes : [me.stateCode];
    const text = national
      ? t('updates.wholeCountry')
      : codes.map((code) => cantonLabel(code, language)).join(', ');
    return { national, text };
  };
}
