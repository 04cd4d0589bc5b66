export { LocaleProvider, useLocale } from './components/locale-provider';
export { LocaleSelect } from './components/locale-select';
export { useAccountLocale } from './components/use-account-locale';
export {
  type AppLocale,
  activateLocale,
  type LoadCatalogue,
  localeStorageKey,
  pseudoLocales,
  startingLocale,
} from './model/app-locale';
