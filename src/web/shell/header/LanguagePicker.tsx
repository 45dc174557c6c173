import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../domain/session.ts';
import { switchLanguage, useLanguage } from '../../i18n.ts';
import { DeferredMenu } from '../../ui/floating/DeferredMenu.tsx';
import { LanguageIcon } from '../../ui/icons.tsx';

/** Switches the console language and remembers the choice (SPEC.md §9). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <Button
          variant="subtle"
          color="dark"
          leftSection={<LanguageIcon />}
          aria-label={t('shell.language.label', { language: t(`shell.language.names.${current}`) })}
        >
          {current.toUpperCase()}
        </Button>
      }
    >
      {({ Menu }) =>
        LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 700 : undefined}
            onClick={() => switchLanguage(language, { remember: true })}
          >
            {t(`shell.language.names.${language}`)}
          </Menu.Item>
        ))
      }
    </DeferredMenu>
  );
}
