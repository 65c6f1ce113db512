import { useTranslation } from 'react-i18next';

/** Feature names come from the database; the known ones are shown in the chosen language. */
export function useFeatureLabel(): (name: string) => string {
  const { t, i18n } = useTranslation();
  return (name) => {
    const key = `tenants.features.${name}`;
    return i18n.exists(key) ? t(key as 'tenants.features.sport') : name;
  };
}
