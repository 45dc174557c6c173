import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BannerTexts } from '../../../domain/banner.ts';
import { LANGUAGES } from '../../../domain/session.ts';

/** A banner's texts in all four languages, read-only; the primary language first. */
export function BannerTextsView({ texts }: { texts: BannerTexts }) {
  const { t } = useTranslation();
  const order = [texts.primaryLanguage, ...LANGUAGES.filter((l) => l !== texts.primaryLanguage)];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {order.map((lang) => (
        <Card key={lang} withBorder padding="sm" data-testid={`banner-texts-${lang}`}>
          <Stack gap={4}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t(`shell.language.names.${lang}`)}
              </Text>
              {lang === texts.primaryLanguage && (
                <Badge size="xs" variant="light">
                  {t('banner.form.primaryBadge')}
                </Badge>
              )}
            </Group>
            {texts.title[lang] || texts.subtitle[lang] || texts.url[lang] ? (
              <>
                <Text fw={700}>{texts.title[lang]}</Text>
                <Text size="sm">{texts.subtitle[lang]}</Text>
                {texts.url[lang] && (
                  <Anchor href={texts.url[lang]} target="_blank" rel="noreferrer" size="sm">
                    {texts.url[lang]}
                  </Anchor>
                )}
              </>
            ) : (
              <Text size="sm" c="gray.6">
                {t('banner.view.noText')}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
